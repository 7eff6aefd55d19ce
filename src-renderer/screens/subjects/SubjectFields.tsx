/** The subject form's fields: name (required), record number, and birth date beside sex, each with its complaint. */
import { useTranslation } from 'react-i18next'
import { biologicalSexes, PATIENT_ID_MAX_LENGTH } from '../../../src-shared/contractValues'
import { TextField } from '../../ui/form/TextField'
import { Select } from '../../ui'
import type { SubjectForm } from './useSubjectForm'
import styles from './subjectForm.module.css'

export function SubjectFields({ form }: { form: SubjectForm }) {
  const { t } = useTranslation()
  const { invalid, locked } = form
  return (
    <>
      <TextField
        id="subjectName"
        label={t('newSubject.name')}
        data-testid="subject-name-input"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={form.name}
        onChange={(e) => form.edit.name(e.target.value)}
        error={invalid?.field === 'name' ? t(invalid.key) : null}
        disabled={locked}
        maxLength={512}
      />
      <TextField
        id="subjectPatientId"
        label={t('subjectForm.patientId')}
        hint={t('subjectForm.patientIdHint')}
        data-testid="subject-patient-id-input"
        autoComplete="off"
        spellCheck={false}
        value={form.patientId}
        onChange={(e) => form.edit.patientId(e.target.value)}
        error={invalid?.field === 'patientId' ? t(invalid.key, { max: PATIENT_ID_MAX_LENGTH }) : null}
        disabled={locked}
        maxLength={PATIENT_ID_MAX_LENGTH + 16}
      />
      <div className={styles.row}>
        <TextField
          id="subjectBirthDate"
          type="date"
          label={t('newSubject.birthDate')}
          hint={t('newSubject.optional')}
          data-testid="subject-birthdate-input"
          max={form.today}
          value={form.birthDate}
          onChange={(e) => form.edit.birthDate(e.target.value)}
          error={invalid?.field === 'birthDate' ? t(invalid.key) : null}
          disabled={locked}
        />
        <Select
          id="subjectSex"
          label={t('newSubject.sex')}
          hint={t('newSubject.optional')}
          data-testid="subject-sex-select"
          value={form.sex}
          onChange={(e) => form.edit.sex(e.target.value)}
          disabled={locked}
        >
          <option value="">{t('newSubject.sexNotRecorded')}</option>
          {biologicalSexes.map((value) => (
            <option key={value} value={value}>
              {t(`subjects.sexValue.${value}`)}
            </option>
          ))}
        </Select>
      </div>
    </>
  )
}
