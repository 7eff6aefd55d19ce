/** A subject's assembled history (visits with their results) as last built, per `since`, as JSON. */
import type { AppDb } from './db'

export interface CachedHistory {
  json: string
  fetchedAt: string
}

export interface SubjectHistoryStore {
  put(subjectId: string, since: string | null, visits: unknown, fetchedAt?: Date): void
  get(subjectId: string, since: string | null): CachedHistory | null
}

/** `since` is part of the key; null (all of it) is stored as ''. */
const sinceKey = (since: string | null) => since ?? ''

export function createSubjectHistoryStore(db: AppDb): SubjectHistoryStore {
  const upsert = db.prepare<[string, string, string, string]>(
    `INSERT INTO subject_history (subject_id, since, json, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (subject_id, since) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at`,
  )
  const select = db.prepare<[string, string], { json: string; fetched_at: string }>(
    'SELECT json, fetched_at FROM subject_history WHERE subject_id = ? AND since = ?',
  )
  return {
    put: (subjectId, since, visits, fetchedAt = new Date()) =>
      void upsert.run(subjectId, sinceKey(since), JSON.stringify(visits), fetchedAt.toISOString()),
    get(subjectId, since) {
      const row = select.get(subjectId, sinceKey(since))
      return row ? { json: row.json, fetchedAt: row.fetched_at } : null
    },
  }
}
