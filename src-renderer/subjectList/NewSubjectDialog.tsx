/** "New subject": name (required), birth date and sex; once the service has it, the subject opens. */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Subject } from '../../src-shared/contract'
import { biologicalSexes } from '../../src-shared/contractValues'
import { skin } from '../bridge/skin'
import { Modal } from '../dialog/Modal'
import { ModalActions } from '../dialog/ModalActions'
import { ErrorAlert } from '../feedback/ErrorAlert'
import { TextField } from '../form/TextField'
import { checkNewSubject, localToday, type NewSubjectFieldError } from './newSubjectForm'

type Props = {
  datasetId: string
  datasetName: string
  onClose: () => void
  onCreated: (subject: Subject) => void
}

export function NewSubjectDialog({ datasetId, datasetName, onClose, onCreated }: Props) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [birthDate, setBirthDate] = useState('')
  const [sex, setSex] = useState('')
  const [invalid, setInvalid] = useState<NewSubjectFieldError>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const today = localToday(new Date())

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = checkNewSubject({ name, birthDate, sex }, today)
    setInvalid(problem)
    if (problem) return
    const biologicalSex = biologicalSexes.find((known) => known === sex) ?? null
    setBusy(true)
    setError(null)
    try {
      onCreated(
        await skin.subjects.create({
          datasetId,
          name: name.trim(),
          birthDate: birthDate || null,
          biologicalSex,
        }),
      )
    } catch (e) {
      setError(e)
      setBusy(false)
    }
  }

  return (
    <Modal title={t('newSubject.title')} onClose={onClose} busy={busy} testId="new-subject-dialog">
      <p className="muted">{t('newSubject.body', { dataset: datasetName })}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="subjectName"
          label={t('newSubject.name')}
          data-testid="subject-name-input"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={name}
          onChange={(e) => {
            setName(e.target.value)
            if (invalid?.field === 'name') setInvalid(null)
          }}
          error={invalid?.field === 'name' ? t(invalid.key) : null}
          disabled={busy}
          maxLength={512}
        />
        <div className="form-row">
          <TextField
            id="subjectBirthDate"
            type="date"
            label={t('newSubject.birthDate')}
            hint={t('newSubject.optional')}
            data-testid="subject-birthdate-input"
            max={today}
            value={birthDate}
            onChange={(e) => {
              setBirthDate(e.target.value)
              if (invalid?.field === 'birthDate') setInvalid(null)
            }}
            error={invalid?.field === 'birthDate' ? t(invalid.key) : null}
            disabled={busy}
          />
          <div className="field">
            <label htmlFor="subjectSex">{t('newSubject.sex')}</label>
            <select
              id="subjectSex"
              className="select-field"
              data-testid="subject-sex-select"
              value={sex}
              onChange={(e) => setSex(e.target.value)}
              disabled={busy}
            >
              <option value="">{t('newSubject.sexNotRecorded')}</option>
              {biologicalSexes.map((value) => (
                <option key={value} value={value}>
                  {t(`subjects.sexValue.${value}`)}
                </option>
              ))}
            </select>
            <p className="field-hint">{t('newSubject.optional')}</p>
          </div>
        </div>
        <ErrorAlert error={error} testId="new-subject-error" />
        <ModalActions
          busy={busy}
          onCancel={onClose}
          submitLabel={t('newSubject.submit')}
          busyLabel={t('newSubject.busy')}
          submitTestId="subject-create-submit"
        />
      </form>
    </Modal>
  )
}
