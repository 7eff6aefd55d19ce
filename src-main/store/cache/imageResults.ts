/** Analysis results per image as last read from the service (the raw records, as JSON). */
import type { CacheDb } from './cacheDb'

export interface CachedImageResults {
  imageId: string
  json: string
  fetchedAt: string
}

export interface ImageResultsStore {
  put(imageId: string, records: unknown, fetchedAt?: Date): void
  get(imageId: string): CachedImageResults | null
}

export function createImageResultsStore(db: CacheDb): ImageResultsStore {
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO image_results (image_id, json, fetched_at) VALUES (?, ?, ?)
     ON CONFLICT (image_id) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at`,
  )
  const select = db.prepare<[string], { image_id: string; json: string; fetched_at: string }>(
    'SELECT image_id, json, fetched_at FROM image_results WHERE image_id = ?',
  )
  return {
    put: (imageId, records, fetchedAt = new Date()) =>
      void upsert.run(imageId, JSON.stringify(records), fetchedAt.toISOString()),
    get(imageId) {
      const row = select.get(imageId)
      return row ? { imageId: row.image_id, json: row.json, fetchedAt: row.fetched_at } : null
    },
  }
}
