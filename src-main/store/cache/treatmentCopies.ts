/**
 * The last list of a subject's treatments read from the service (issue 45), kept so the treatment log reads
 * offline too: one JSON array per subject in `page_answers` (channel `treatments.list`). Forgotten with the subject
 * (forgetRecords.ts).
 */
import type { CacheDb } from './cacheDb'

export const TREATMENTS_CHANNEL = 'treatments.list'

export function createTreatmentCopies(cache: CacheDb) {
  const upsert = cache.prepare<[string, string, string, string]>(
    `INSERT INTO page_answers (channel, args, json, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (channel, args) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at`,
  )
  const one = cache.prepare<[string, string], { json: string; fetched_at: string }>(
    'SELECT json, fetched_at FROM page_answers WHERE channel = ? AND args = ?',
  )
  return {
    /** The entries as last read (JSON of an array); null when none was kept. */
    get: (subjectId: string): string | null => one.get(TREATMENTS_CHANNEL, subjectId)?.json ?? null,
    /** When the kept entries were read (ISO-8601); null when none were kept. */
    readAt: (subjectId: string): string | null => one.get(TREATMENTS_CHANNEL, subjectId)?.fetched_at ?? null,
    put: (subjectId: string, json: string, at: Date) =>
      void upsert.run(TREATMENTS_CHANNEL, subjectId, json, at.toISOString()),
  }
}
export type TreatmentCopies = ReturnType<typeof createTreatmentCopies>
