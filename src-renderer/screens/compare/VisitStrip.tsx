/** The visits to compare with, as a row of photo thumbnails with their dates: the earlier visit picked by face. */
import { useTranslation } from 'react-i18next'
import type { Visit } from '../../../src-shared/contract'
import { formatDate } from '../../format/dates'
import { VisitThumbnail } from '../../parts/results/VisitThumbnail'
import { Card } from '../../ui'
import styles from './VisitStrip.module.css'

type Props = { label: string; visits: Visit[]; value: string; onPick: (imageId: string) => void }

export function VisitStrip({ label, visits, value, onPick }: Props) {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  return (
    <Card as="section" className={styles.strip} aria-label={label}>
      <h2 className={styles.title}>{label}</h2>
      <ul className={styles.list} data-testid="compare-strip">
        {visits.map((visit) => (
          <li key={visit.imageId}>
            <button
              type="button"
              className={styles.item}
              data-testid="compare-strip-visit"
              data-image-id={visit.imageId}
              aria-pressed={visit.imageId === value}
              onClick={() => onPick(visit.imageId)}
            >
              <VisitThumbnail imageId={visit.imageId} alt="" className={styles.thumb} />
              <span>{formatDate(visit.capturedAt, language)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  )
}
