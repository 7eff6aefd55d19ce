/** The recall search's hits: each patient (a link to their screen), their number, the dataset, when, what. */
import { useTranslation } from 'react-i18next'
import type { RecallHit } from '../../../../src-shared/contract'
import { formatDateTime } from '../../../format/dates'
import { LinkButton, SectionEmpty } from '../../../ui'
import styles from './recall.module.css'

export function RecallHits({
  hits,
  onOpen,
}: {
  hits: readonly RecallHit[]
  onOpen: (hit: RecallHit) => void
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  if (hits.length === 0) return <SectionEmpty data-testid="recall-none">{t('recall.none')}</SectionEmpty>
  return (
    <table className={styles.table} data-testid="recall-hits">
      <caption className={styles.caption}>{t('recall.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('recall.patient')}</th>
          <th scope="col">{t('recall.patientId')}</th>
          <th scope="col">{t('recall.dataset')}</th>
          <th scope="col">{t('recall.date')}</th>
          <th scope="col">{t('recall.what')}</th>
          <th scope="col">{t('recall.lot')}</th>
        </tr>
      </thead>
      <tbody>
        {hits.map((hit) => (
          <tr
            key={`${hit.subjectId}-${hit.treatmentId}`}
            data-testid="recall-hit"
            data-subject={hit.subjectId}
          >
            <th scope="row">
              <LinkButton onClick={() => onOpen(hit)} data-testid="recall-open">
                {hit.subjectName ?? t('recall.unnamed')}
              </LinkButton>
            </th>
            <td>{hit.patientId ?? '—'}</td>
            <td>{hit.datasetName ?? '—'}</td>
            <td>{formatDateTime(hit.performedAt, language)}</td>
            <td>
              {t(`treatments.kind.${hit.kind}`)} · {hit.product}
            </td>
            <td>{hit.lot || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
