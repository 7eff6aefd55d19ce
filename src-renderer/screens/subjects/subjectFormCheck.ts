/** Checks the subject form (new or edited) before anything is sent. Pure. */
import { PATIENT_ID_MAX_LENGTH } from '../../../src-shared/contractValues'

export type NewSubjectInput = { name: string; birthDate: string; sex: string; patientId?: string }
export type NewSubjectFieldError = { field: 'name' | 'birthDate' | 'patientId'; key: string } | null

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** `today` as YYYY-MM-DD in the reader's time zone: a birth date may not be later. */
export function checkNewSubject(input: NewSubjectInput, today: string): NewSubjectFieldError {
  if (input.name.trim() === '') return { field: 'name', key: 'newSubject.nameRequired' }
  if (input.birthDate !== '' && !ISO_DATE.test(input.birthDate))
    return { field: 'birthDate', key: 'newSubject.birthDateInvalid' }
  if (input.birthDate !== '' && input.birthDate > today)
    return { field: 'birthDate', key: 'newSubject.birthDateFuture' }
  if ((input.patientId ?? '').trim().length > PATIENT_ID_MAX_LENGTH)
    return { field: 'patientId', key: 'subjectForm.patientIdTooLong' }
  return null
}

export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
