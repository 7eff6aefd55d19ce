/**
 * Which subjects a search finds, and which look like the same patient. Pure: the one rule for both, used on
 * every dataset's subjects at once (the service's own `?search=` looks at names only, in one dataset).
 */
import type { Subject } from '../../../src-shared/contract'
import { searchKey } from '../../store/cache/libraryCache'

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
/** A name as it is compared: case, accents and runs of spaces aside. */
const nameKeyOf = (name: string) => searchKey(name.trim().replace(/\s+/g, ' '))

/**
 * What a search looks at of a subject, worked out once: the roster index (rosterIndex.ts) keeps these for every
 * subject instead of the subjects themselves.
 */
export type SearchableSubject = {
  id: string
  datasetId: string
  nameKey: string
  /** The record number as compared (lower case), or null. */
  recordKey: string | null
  birthDate: string | null
}

export const searchable = (subject: Subject): SearchableSubject => ({
  id: subject.id,
  datasetId: subject.datasetId,
  nameKey: nameKeyOf(subject.name),
  recordKey: subject.patientId === null ? null : recordKey(subject.patientId),
  birthDate: subject.birthDate,
})

/** A query's words, each worked out once for a search over many subjects. */
interface QueryWord {
  word: string
  key: string
  dates: string[]
  digits: boolean
}

const compile = (query: string): QueryWord[] =>
  query
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({
      word,
      key: searchKey(word),
      dates: datesOfWord(word),
      digits: /^[\d-]{4,}$/.test(word),
    }))

function wordMatches(s: SearchableSubject, w: QueryWord): boolean {
  if (s.nameKey.includes(w.key)) return true
  if (s.recordKey !== null && s.recordKey.includes(w.key)) return true
  if (s.birthDate === null) return false
  return w.dates.length > 0 ? w.dates.includes(s.birthDate) : w.digits && s.birthDate.includes(w.word)
}

/**
 * A search's test: each word of the query is found in the name, the record number or the birth date (case and
 * accents aside).
 */
export function queryMatcher(query: string): (subject: SearchableSubject) => boolean {
  const words = compile(query)
  return (subject) => words.every((word) => wordMatches(subject, word))
}

/** Whether one subject matches the query (queryMatcher, for a single subject). */
export function matchesQuery(subject: Subject, query: string): boolean {
  return queryMatcher(query)(searchable(subject))
}

export interface PatientFacts {
  name: string
  birthDate: string | null
  patientId: string | null
}

/** Probably the same patient: the same record number, or the same name and the same birth date. */
export function looksLikeSamePatient(subject: SearchableSubject, facts: PatientFacts): boolean {
  const patientId = facts.patientId?.trim() ?? ''
  if (patientId !== '' && subject.recordKey !== null && subject.recordKey === recordKey(patientId))
    return true
  return subject.nameKey === nameKeyOf(facts.name) && subject.birthDate === facts.birthDate
}
