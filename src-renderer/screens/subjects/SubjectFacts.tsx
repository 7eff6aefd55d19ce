/** Who the subject is: record number, birth date, sex, and since when they are in the dataset. */
import { useTranslation } from 'react-i18next'
import type { Subject } from '../../../src-shared/contract'
import { formatCalendarDate, formatDate } from '../../format/dates'
import styles from './subject.module.css'

export function SubjectFacts({ subject }: { subject: Subject }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const none = t('common.notRecorded')
  const facts = [
    { label: t('subjectForm.patientId'), value: subject.patientId ?? none },
    { label: t('subjects.birthDate'), value: formatCalendarDate(subject.birthDate, language) ?? none },
    {
      label: t('subjects.sex'),
      value: subject.biologicalSex ? t(`subjects.sexValue.${subject.biologicalSex}`) : none,
    },
    { label: t('subjects.created'), value: formatDate(subject.createdAt, language) ?? none },
  ]
  return (
    <dl className={styles.facts} data-testid="subject-facts">
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
