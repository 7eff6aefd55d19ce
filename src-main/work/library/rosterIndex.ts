/**
 * The roster index (issue 29): what a search looks at of every kept subject (name key, record number, birth date,
 * dataset), in memory, and nothing more: a hit's whole record is read from the cache only for the page shown. It
 * follows the cache incrementally: rows added or changed since it last looked are read (and only those: a roster
 * listed again unchanged is not), and rows dropped are noticed by their count; it is built whole only once per
 * process.
 */
import type { LibraryCache, SubjectRow } from '../../store/cache/libraryCache'
import { searchable, type SearchableSubject } from './subjectMatch'

/** A row's fields for the index, read leniently (the full record is checked when it is shown). */
function entryOf(row: SubjectRow): SearchableSubject | null {
  try {
    const value = JSON.parse(row.json) as Record<string, unknown>
    if (typeof value.name !== 'string') return null
    const text = (v: unknown) => (typeof v === 'string' ? v : null)
    return searchable({
      id: row.id,
      datasetId: row.dataset_id,
      name: value.name,
      birthDate: text(value.birthDate),
      patientId: text(value.patientId),
      biologicalSex: null,
      createdAt: null,
      consent: null,
    })
  } catch {
    return null
  }
}

export function createRosterIndex(store: LibraryCache) {
  const entries = new Map<string, SearchableSubject>()
  let seen: { count: number; latest: number } | null = null

  /** Brings the index up to the cache: the rows changed since the last look, and what was dropped. */
  function sync(): void {
    const now = store.subjectsState()
    if (seen && now.count === seen.count && now.latest === seen.latest) return
    // the numbers went back (a database older than the index: never, unless restored): everything is read again
    if (seen && now.latest < seen.latest) {
      entries.clear()
      seen = null
    }
    for (const row of store.subjectRowsSince(seen?.latest ?? 0)) {
      const entry = entryOf(row)
      if (entry) entries.set(row.id, entry)
      else entries.delete(row.id)
    }
    if (entries.size !== now.count) {
      const kept = new Set(store.subjectIds())
      for (const id of entries.keys()) if (!kept.has(id)) entries.delete(id)
    }
    seen = now
  }

  return {
    /** Every subject the cache keeps, as the search looks at them (current with the cache). */
    all(): Iterable<SearchableSubject> {
      sync()
      return entries.values()
    },
    /** How many subjects the cache keeps (current with the cache). */
    size(): number {
      sync()
      return entries.size
    },
  }
}
export type RosterIndex = ReturnType<typeof createRosterIndex>
