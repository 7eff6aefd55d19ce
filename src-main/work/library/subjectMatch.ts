/**
 * Which subjects a search finds, and which look like the same patient. Pure: the one rule for both, used on
 * every dataset's subjects at once (the service's own `?search=` looks at names only, in one dataset).
 */
import type { Subject } from '../../../src-shared/contract'
import { searchKey } from '../../store/libraryCache'

/** The ISO dates a typed word may mean: `1985-03-14`, `14.03.1985`, `14/03/1985` and `03/14/1985`. */
export function datesOfWord(word: string): string[] {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(word)
  const dmy = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(word)
  const candidates: [string, string, string][] = []
  if (iso) candidates.push([iso[1]!, iso[2]!, iso[3]!])
  if (dmy) {
    candidates.push([dmy[3]!, dmy[2]!, dmy[1]!])
    if (word.includes('/')) candidates.push([dmy[3]!, dmy[1]!, dmy[2]!])
  }
  return candidates
    .filter(([, m, d]) => Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31)
    .map(([y, m, d]) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`)
}

const recordKey = (patientId: string) => patientId.trim().toLowerCase()

/** A subject with its name's search key worked out once (a search over many subjects reuses it). */
export type SearchableSubject = { subject: Subject; nameKey: string }

export const searchable = (subject: Subject): SearchableSubject => ({
  subject,
  nameKey: searchKey(subject.name),
})

function wordMatches(subject: Subject, word: string, nameKey = searchKey(subject.name)): boolean {
  const key = searchKey(word)
  if (nameKey.includes(key)) return true
  if (subject.patientId !== null && recordKey(subject.patientId).includes(key)) return true
  if (subject.birthDate === null) return false
  const dates = datesOfWord(word)
  return dates.length > 0
    ? dates.includes(subject.birthDate)
    : /^[\d-]{4,}$/.test(word) && subject.birthDate.includes(word)
}

/** Each word of the query is found in the name, the record number or the birth date (case and accents aside). */
export function matchesQuery(subject: Subject | SearchableSubject, query: string): boolean {
  const words = query.trim().split(/\s+/).filter(Boolean)
  const { subject: s, nameKey } = 'nameKey' in subject ? subject : searchable(subject)
  return words.every((word) => wordMatches(s, word, nameKey))
}

export interface PatientFacts {
  name: string
  birthDate: string | null
  patientId: string | null
}

/** Probably the same patient: the same record number, or the same name and the same birth date. */
export function looksLikeSamePatient(subject: Subject, facts: PatientFacts): boolean {
  const patientId = facts.patientId?.trim() ?? ''
  if (patientId !== '' && subject.patientId !== null && recordKey(subject.patientId) === recordKey(patientId))
    return true
  return (
    searchKey(subject.name.trim().replace(/\s+/g, ' ')) ===
      searchKey(facts.name.trim().replace(/\s+/g, ' ')) && subject.birthDate === facts.birthDate
  )
}
