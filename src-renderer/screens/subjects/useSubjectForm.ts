/**
 * The subject form's state and its sending: the four fields, the complaint of the check (subjectFormCheck.ts),
 * then main's possible duplicates (shown once for the values they were found with; sending again goes ahead),
 * then the create or the update. A subject saved without the sex chosen is kept back (`withoutSex`) so the form can
 * say so before it closes.
 */
import { useState, type FormEvent } from 'react'
import type { SavedSubject, Subject, SubjectHit } from '../../../src-shared/contract'
import { biologicalSexes } from '../../../src-shared/contractValues'
import { skin } from '../../bridge/skin'
import { checkNewSubject, localToday, type NewSubjectFieldError } from './subjectFormCheck'

export type SubjectForm = ReturnType<typeof useSubjectForm>

export function useSubjectForm(
  editing: Subject | null,
  datasetId: string,
  onDone: (subject: Subject) => void,
) {
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

  /** What typing in a field does: its value, and its complaint cleared. */
  const edit = {
    name: (value: string) => {
      setName(value)
      changed('name')
    },
    patientId: (value: string) => {
      setPatientId(value)
      changed('patientId')
    },
    birthDate: (value: string) => {
      setBirthDate(value)
      changed('birthDate')
    },
    sex: setSex,
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

  /** The duplicates found for the values in the form now (null: none, or found for other values). */
  const warning = duplicates !== null && duplicates.forValues === values ? duplicates.hits : null

  return {
    name,
    patientId,
    birthDate,
    sex,
    edit,
    invalid,
    busy,
    error,
    withoutSex,
    locked,
    today,
    warning,
    submit,
  }
}
