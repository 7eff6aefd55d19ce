/**
 * The subject form, new or edited: name (required), record number, birth date and sex. Before it sends, it asks
 * main for subjects that may be the same patient (same record number, or same name and birth date, in any
 * dataset); when there are, it shows them and sends only when the operator says so.
 */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedSubject, Subject, SubjectHit } from '../../../src-shared/contract'
import { biologicalSexes, PATIENT_ID_MAX_LENGTH } from '../../../src-shared/contractValues'
import { skin } from '../../bridge/skin'
import { ModalActions } from '../../ui/dialog/ModalActions'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { TextField } from '../../ui/form/TextField'
import { Alert, Button, Form, Modal, ModalFooter, Select, Text } from '../../ui'
import { DuplicateWarning } from './DuplicateWarning'
import { checkNewSubject, localToday, type NewSubjectFieldError } from './subjectFormCheck'
import styles from './subjectForm.module.css'

type Props = {
  onClose: () => void
  onDone: (subject: Subject) => void
} & ({ mode: 'create'; datasetId: string; datasetName: string } | { mode: 'edit'; subject: Subject })

export function SubjectFormDialog(props: Props) {
  const { onClose, onDone } = props
  const { t } = useTranslation()
  const editing = props.mode === 'edit' ? props.subject : null
  const datasetId = editing?.datasetId ?? (props.mode === 'create' ? props.datasetId : '')
  const [name, setName] = useState(editing?.name ?? '')
  const [patientId, setPatientId] = useState(editing?.patientId ?? '')
  const [birthDate, setBirthDate] = useState(editing?.birthDate ?? '')
  const [sex, setSex] = useState<string>(editing?.biologicalSex ?? '')
  const [invalid, setInvalid] = useState<NewSubjectFieldError>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  /** The possible duplicates shown, for the values they were found with; sending again then goes ahead. */
  const [duplicates, setDuplicates] = useState<{ hits: SubjectHit[]; forValues: string } | null>(null)
  /** Saved, but without the sex chosen: the form says so before it closes. */
  const [withoutSex, setWithoutSex] = useState<SavedSubject | null>(null)
  const locked = busy || withoutSex !== null
  const today = localToday(new Date())
  const values = JSON.stringify([name.trim(), patientId.trim(), birthDate])

  const changed = (field: 'name' | 'birthDate' | 'patientId') => {
    if (invalid?.field === field) setInvalid(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = checkNewSubject({ name, birthDate, sex, patientId }, today)
    setInvalid(problem)
    if (problem) return
    const fields = {
      name: name.trim(),
      birthDate: birthDate || null,
      biologicalSex: biologicalSexes.find((known) => known === sex) ?? null,
      patientId: patientId.trim() || null,
    }
    setBusy(true)
    setError(null)
    try {
      if (duplicates?.forValues !== values) {
        const hits = await skin.subjects.duplicates({
          name: fields.name,
          birthDate: fields.birthDate,
          patientId: fields.patientId,
          exceptSubjectId: editing?.id ?? null,
        })
        if (hits.length > 0) {
          setDuplicates({ hits, forValues: values })
          setBusy(false)
          return
        }
      }
      const saved = editing
        ? await skin.subjects.update({ ...fields, datasetId, subjectId: editing.id })
        : await skin.subjects.create({ ...fields, datasetId })
      if (saved.sexNotSaved) {
        setWithoutSex(saved)
        setBusy(false)
      } else onDone(saved)
    } catch (e) {
      setError(e)
      setBusy(false)
    }
  }

  const warned = duplicates !== null && duplicates.forValues === values
  const submitLabel = warned
    ? t(editing ? 'subjectForm.saveAnyway' : 'subjectForm.createAnyway')
    : t(editing ? 'subjectForm.save' : 'newSubject.submit')

  return (
    <Modal
      title={t(editing ? 'subjectForm.editTitle' : 'newSubject.title')}
      onClose={withoutSex ? () => onDone(withoutSex) : onClose}
      busy={busy}
      testId={editing ? 'edit-subject-dialog' : 'new-subject-dialog'}
    >
      {props.mode === 'create' ? (
        <Text tone="muted">{t('newSubject.body', { dataset: props.datasetName })}</Text>
      ) : null}
      <Form onSubmit={(e) => void submit(e)} noValidate>
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
            changed('name')
          }}
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
          value={patientId}
          onChange={(e) => {
            setPatientId(e.target.value)
            changed('patientId')
          }}
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
            max={today}
            value={birthDate}
            onChange={(e) => {
              setBirthDate(e.target.value)
              changed('birthDate')
            }}
            error={invalid?.field === 'birthDate' ? t(invalid.key) : null}
            disabled={locked}
          />
          <Select
            id="subjectSex"
            label={t('newSubject.sex')}
            hint={t('newSubject.optional')}
            data-testid="subject-sex-select"
            value={sex}
            onChange={(e) => setSex(e.target.value)}
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
        {warned ? <DuplicateWarning hits={duplicates.hits} /> : null}
        <ErrorAlert error={error} testId={editing ? 'edit-subject-error' : 'new-subject-error'} />
        {withoutSex ? (
          <>
            <Alert tone="warning" data-testid="subject-sex-not-saved">
              {t(editing ? 'subjectForm.sexNotSavedEdit' : 'subjectForm.sexNotSaved', {
                sex: t(`subjects.sexValue.${sex}`),
              })}
            </Alert>
            <ModalFooter>
              <Button
                variant="primary"
                data-testid="subject-sex-not-saved-continue"
                autoFocus
                onClick={() => onDone(withoutSex)}
              >
                {t('subjectForm.continue')}
              </Button>
            </ModalFooter>
          </>
        ) : (
          <ModalActions
            busy={busy}
            onCancel={onClose}
            submitLabel={submitLabel}
            busyLabel={t(editing ? 'subjectForm.saving' : 'newSubject.busy')}
            submitTestId={editing ? 'subject-save-submit' : 'subject-create-submit'}
          />
        )}
      </Form>
    </Modal>
  )
}
