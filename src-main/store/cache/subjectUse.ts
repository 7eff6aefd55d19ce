/**
 * When each subject was last opened on this workstation (its history read), for retention: the cached photos
 * and results of a subject nobody opened for a while are dropped (work/offline/retention.ts).
 */
import type { CacheDb } from './cacheDb'

export function createSubjectUse(cache: CacheDb) {
  const touch = cache.prepare<[string, string]>(
    `INSERT INTO subject_opened (subject_id, opened_at) VALUES (?, ?)
     ON CONFLICT (subject_id) DO UPDATE SET opened_at = excluded.opened_at`,
  )
  const cachedSubjects = `SELECT subject_id FROM subject_history
     UNION SELECT subject_id FROM subject_images UNION SELECT subject_id FROM subject_batches`
  // A subject cached before this table existed counts as opened now: it gets the whole period.
  const adoptUnknown = cache.prepare<[string]>(
    `INSERT OR IGNORE INTO subject_opened (subject_id, opened_at) SELECT subject_id, ? FROM (${cachedSubjects})`,
  )
  const unopenedSince = cache.prepare<[string], { subject_id: string }>(
    `SELECT o.subject_id FROM subject_opened o
     WHERE o.opened_at < ? AND o.subject_id NOT IN (SELECT subject_id FROM kept_subjects)
       AND o.subject_id IN (${cachedSubjects})`,
  )
  const cachedCount = cache.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM (${cachedSubjects})`)
  const forget = cache.prepare<[string]>('DELETE FROM subject_opened WHERE subject_id = ?')
  return {
    opened: (subjectId: string, at: Date) => void touch.run(subjectId, at.toISOString()),
    /** Subjects with cached records, not kept offline, last opened before `cutoff`. */
    unopenedSince: cache.transaction((cutoff: Date, now: Date): string[] => {
      adoptUnknown.run(now.toISOString())
      return unopenedSince.all(cutoff.toISOString()).map((row) => row.subject_id)
    }),
    /** How many subjects have cached records (photos, results or history). */
    cachedSubjects: () => cachedCount.get()?.n ?? 0,
    forget: (subjectId: string) => void forget.run(subjectId),
  }
}
