/** "This may be a patient you already have": the subjects the duplicate check found, each with what matched. */
import { useTranslation } from 'react-i18next'
import type { SubjectHit } from '../../../src-shared/contract'
import { formatCalendarDate } from '../../format/dates'
import { Alert } from '../../ui'
import styles from './subjectForm.module.css'

export function DuplicateWarning({ hits }: { hits: readonly SubjectHit[] }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  return (
    <Alert
      tone="warning"
      data-testid="duplicate-warning"
      heading={t('subjectForm.duplicateTitle', { count: hits.length })}
    >
      <ul className={styles.duplicates}>
        {hits.map((hit) => (
          <li key={hit.id} data-testid="duplicate-hit">
            <strong>{hit.name}</strong>
            {' · '}
            {formatCalendarDate(hit.birthDate, language) ?? t('common.notRecorded')}
            {hit.patientId ? ` · ${t('subjectForm.patientIdShort', { id: hit.patientId })}` : ''}
            {hit.datasetName ? ` · ${hit.datasetName}` : ''}
          </li>
        ))}
      </ul>
      <p>{t('subjectForm.duplicateBody')}</p>
    </Alert>
  )
}
