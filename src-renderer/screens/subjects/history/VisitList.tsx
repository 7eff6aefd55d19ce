/**
 * The visits in the chosen period, newest first: date, photo side, how many results; each opens its visit. A
 * long history shows its newest visits first, and all of them on request.
 */
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Visit } from '../../../../src-shared/contract'
import { formatDateTime } from '../../../format/dates'
import { VisitThumbnail } from '../../../parts/results/VisitThumbnail'
import { Button } from '../../../ui'
import styles from './history.module.css'

const SHOWN_FIRST = 20

export const VisitList = memo(function VisitList({
  visits,
  onOpen,
}: {
  visits: Visit[]
  onOpen: (visit: Visit) => void
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const [all, setAll] = useState(false)
  const shown = all ? visits : visits.slice(0, SHOWN_FIRST)
  return (
    <>
      <ul className={styles.visitList} data-testid="visit-list">
        {shown.map((visit) => {
          const ok = visit.results.filter((r) => r.is_ok).length
          const failed = visit.results.length - ok
          return (
            <li key={visit.imageId}>
              <button
                type="button"
                className={styles.visitLink}
                data-testid="visit-link"
                data-image-id={visit.imageId}
                onClick={() => onOpen(visit)}
              >
                <VisitThumbnail imageId={visit.imageId} alt="" />
                <span className={styles.visitDate}>{formatDateTime(visit.capturedAt, language)}</span>
                <span className={styles.visitSide}>{visit.side ? t(`history.side.${visit.side}`) : ''}</span>
                <span className={styles.visitCount}>
                  {t('history.resultCount', { count: ok })}
                  {failed > 0 ? (
                    <span className={styles.visitFailed}>
                      {' · '}
                      {t('history.failedCount', { count: failed })}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {visits.length > SHOWN_FIRST ? (
        <Button
          variant="quiet"
          size="small"
          className={styles.visitListMore}
          data-testid="visit-list-all"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all
            ? t('history.showFewerVisits', { count: SHOWN_FIRST })
            : t('history.showAllVisits', { count: visits.length })}
        </Button>
      ) : null}
    </>
  )
})
