/**
 * The kept subjects of every dataset (the roster), as the library cache writes and reads them: each write numbered
 * (`change_seq` moves only for a copy that differs), so the roster index reads again only what changed; a
 * dataset's list replaced whole; a deleted subject dropped; copies nobody opened aged out (retention).
 */
import type { Subject } from '../../../src-shared/contract'
import type { CacheDb } from './cacheDb'
import { searchKey, type SubjectRow } from './libraryRows'
import { TREATMENTS_CHANNEL } from './treatmentCopies'

export function rosterRows(cache: CacheDb) {
  // `change_seq` moves (to this write's number) only when the copy differs from the one kept: the roster index
  // reads only those again
  const rosterSeq = `(SELECT COALESCE((SELECT seq FROM roster_changes WHERE id = 1), 0) + 1)`
  const upsertSubject = cache.prepare<[string, string, string, string, string]>(
    `INSERT INTO subjects (id, dataset_id, name_key, json, fetched_at, change_seq)
     VALUES (?, ?, ?, ?, ?, ${rosterSeq})
     ON CONFLICT (id) DO UPDATE SET dataset_id = excluded.dataset_id, name_key = excluded.name_key,
       json = excluded.json, fetched_at = excluded.fetched_at,
       change_seq = CASE WHEN subjects.json = excluded.json AND subjects.dataset_id = excluded.dataset_id
         THEN subjects.change_seq ELSE excluded.change_seq END`,
  )
  const subjectIdsOf = cache.prepare<[string], { id: string }>('SELECT id FROM subjects WHERE dataset_id = ?')
  const everySubjectId = cache.prepare<[], { id: string }>('SELECT id FROM subjects')
  const subjectRowsSince = cache.prepare<[number], SubjectRow>(
    'SELECT id, dataset_id, json, fetched_at FROM subjects WHERE change_seq > ?',
  )
  const subjectsChanged = cache.prepare<[], { n: number; latest: number | null }>(
    'SELECT (SELECT COUNT(*) FROM subjects) AS n, (SELECT seq FROM roster_changes WHERE id = 1) AS latest',
  )
  /** Ends a write to the roster: the next one takes the next number. */
  const nextRosterWrite = cache.prepare<[]>(
    'INSERT INTO roster_changes (id, seq) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET seq = seq + 1',
  )
  const dropSubject = cache.prepare<[string]>('DELETE FROM subjects WHERE id = ?')
  const dropSubjectPages = cache.prepare<[]>("DELETE FROM page_answers WHERE channel = 'subjects.list'")
  // Retention (issue 29): the roster's copies of patients nobody opened or listed for the period go, as their
  // photos and results do; a patient kept "available offline", or opened within the period, stays.
  const ageOutSubjects = cache.prepare<[string, string]>(
    `DELETE FROM subjects WHERE fetched_at < ?
       AND id NOT IN (SELECT subject_id FROM kept_subjects)
       AND id NOT IN (SELECT subject_id FROM subject_opened WHERE opened_at >= ?)`,
  )
  const ageOutPages = cache.prepare<[string]>(
    "DELETE FROM page_answers WHERE channel = 'subjects.list' AND fetched_at < ?",
  )
  // a subject's treatments (issue 45) are kept as long as the subject is
  const ageOutTreatments = cache.prepare<[]>(
    `DELETE FROM page_answers WHERE channel = '${TREATMENTS_CHANNEL}' AND args NOT IN (SELECT id FROM subjects)`,
  )
  const ageOut = cache.transaction((cutoff: string): number => {
    const dropped = ageOutSubjects.run(cutoff, cutoff).changes
    ageOutPages.run(cutoff)
    ageOutTreatments.run()
    nextRosterWrite.run()
    return dropped
  })
  const putSubjects = cache.transaction((list: readonly Subject[], at: string) => {
    for (const s of list) upsertSubject.run(s.id, s.datasetId, searchKey(s.name), JSON.stringify(s), at)
    nextRosterWrite.run()
  })
  /** A dataset's whole subject list as just read: the listed ones kept, the others (deleted since) dropped. */
  const replaceSubjects = cache.transaction((datasetId: string, list: readonly Subject[], at: string) => {
    const listed = new Set(list.map((s) => s.id))
    for (const { id } of subjectIdsOf.all(datasetId)) if (!listed.has(id)) dropSubject.run(id)
    putSubjects(list, at)
  })
  const forgetSubject = cache.transaction((subjectId: string) => {
    dropSubject.run(subjectId)
    dropSubjectPages.run()
    nextRosterWrite.run()
  })
  return {
    putSubjects: (list: readonly Subject[], at: Date) => putSubjects(list, at.toISOString()),
    replaceSubjects: (datasetId: string, list: readonly Subject[], at: Date) =>
      replaceSubjects(datasetId, list, at.toISOString()),
    /**
     * Drops the copies of subjects last read from the service before `cutoff` (and pages of subjects as old),
     * except subjects kept offline or opened since; answers how many subjects went.
     */
    ageOut: (cutoff: Date): number => ageOut(cutoff.toISOString()),
    /** Drops a deleted subject, and every kept page of subjects (they may list it). */
    forgetSubject: (subjectId: string) => forgetSubject(subjectId),
    /** How many subjects are kept, and the number of the last write to them (it only grows, but for a clear). */
    subjectsState(): { count: number; latest: number } {
      const row = subjectsChanged.get()
      return { count: row?.n ?? 0, latest: row?.latest ?? 0 }
    },
    /** The rows of subjects added or changed after change number `seq` (0 for all). */
    subjectRowsSince: (seq: number): SubjectRow[] => subjectRowsSince.all(seq),
    /** The ids of every kept subject. */
    subjectIds: (): string[] => everySubjectId.all().map((row) => row.id),
  }
}
