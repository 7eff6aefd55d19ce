/**
 * What a request from the PVS asks: 6302 (a new examination), 6301 (master data) or 6311 (show the data), for the
 * patient in 3000, with 3101/3102/3103/3110 to create them from. Any other record type is not a request we read.
 */
import { FIELD, RECORD } from './fieldIds'
import type { GdtProblem, GdtRecord, PracticeRequest, PracticeSex } from './types'

const kinds: Record<string, PracticeRequest['kind']> = {
  [RECORD.examination]: 'examination',
  [RECORD.masterData]: 'masterData',
  [RECORD.showData]: 'showData',
}

/** A field's trimmed text, or null when it is missing or blank. */
function valueOf(record: GdtRecord, id: string): string | null {
  const value = record.fields.find((field) => field.id === id)?.value.trim()
  return value ? value : null
}

/** 3103 (DDMMYYYY) as YYYY-MM-DD, or null when it is not a real date (a PVS sends 00 for an unknown day). */
export function birthDateOf(text: string | null): string | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text ?? '')
  if (!match) return null
  const [, day, month, year] = match as unknown as [string, string, string, string]
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const real = date.getUTCDate() === Number(day) && date.getUTCMonth() === Number(month) - 1
  return real && Number(year) >= 1800 ? `${year}-${month}-${day}` : null
}

/** 3110: 1/2 in GDT 2.10 (male/female); M/W/D/X in 3.x (W weiblich, D divers, X unbestimmt). */
export function sexOf(text: string | null): PracticeSex | null {
  if (text === null) return null
  switch (text.toUpperCase()) {
    case '1':
    case 'M':
      return 'male'
    case '2':
    case 'W':
    case 'F':
      return 'female'
    case 'D':
      return 'diverse'
    default:
      return 'unknown'
  }
}

export function requestOf(record: GdtRecord): PracticeRequest | { problem: GdtProblem } {
  const kind = kinds[record.type.trim()]
  if (kind === undefined) return { problem: { code: 'unknownType', type: record.type.trim().slice(0, 4) } }
  const patientNumber = valueOf(record, FIELD.patientNumber)
  if (patientNumber === null) return { problem: { code: 'noPatient' } }
  return {
    kind,
    receiver: valueOf(record, FIELD.receiver),
    sender: valueOf(record, FIELD.sender),
    patientNumber,
    lastName: valueOf(record, FIELD.lastName),
    firstName: valueOf(record, FIELD.firstName),
    birthDate: birthDateOf(valueOf(record, FIELD.birthDate)),
    sex: sexOf(valueOf(record, FIELD.sex)),
  }
}
