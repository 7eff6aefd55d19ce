/** A subject's assembled history (visits with their results) as last built, per `since`, as JSON. */
import type { CacheDb } from './cacheDb'

export interface CachedHistory {
  json: string
  fetchedAt: string
}

export interface SubjectHistoryStore {
  put(subjectId: string, since: string | null, visits: unknown, fetchedAt?: Date): void
  get(subjectId: string, since: string | null): CachedHistory | null
  /**
   * The newest kept history that holds every visit since `since` (all of it, or one from an earlier `since`),
   * for offline use when this exact period was never fetched; null when none does.
   */
  covering(subjectId: string, since: string): CachedHistory | null
  /** New results exist (a capture of this workstation finished): the next read asks the service, and the
   * old copy stays for offline use. */
  markStale(subjectId: string): void
}

/** `since` is part of the key; null (all of it) is stored as ''. */
const sinceKey = (since: string | null) => since ?? ''

export function createSubjectHistoryStore(db: CacheDb): SubjectHistoryStore {
  const upsert = db.prepare<[string, string, string, string]>(
    `INSERT INTO subject_history (subject_id, since, json, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (subject_id, since) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at`,
  )
  const select = db.prepare<[string, string], { json: string; fetched_at: string }>(
    'SELECT json, fetched_at FROM subject_history WHERE subject_id = ? AND since = ?',
  )
  const stale = db.prepare<[string, string]>('UPDATE subject_history SET fetched_at = ? WHERE subject_id = ?')
  const selectCovering = db.prepare<[string, string], { json: string; fetched_at: string }>(
    `SELECT json, fetched_at FROM subject_history WHERE subject_id = ? AND (since = '' OR since <= ?)
     ORDER BY fetched_at DESC LIMIT 1`,
  )
  return {
    covering(subjectId, since) {
      const row = selectCovering.get(subjectId, since)
      return row ? { json: row.json, fetchedAt: row.fetched_at } : null
    },
    markStale: (subjectId) => void stale.run(new Date(0).toISOString(), subjectId),
    put: (subjectId, since, visits, fetchedAt = new Date()) =>
      void upsert.run(subjectId, sinceKey(since), JSON.stringify(visits), fetchedAt.toISOString()),
    get(subjectId, since) {
      const row = select.get(subjectId, sinceKey(since))
      return row ? { json: row.json, fetchedAt: row.fetched_at } : null
    },
  }
}
