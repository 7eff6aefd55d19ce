/**
 * Face Skin Analysis 3.0's masks per image and parameter, as the service's SVG (kept as received: untrusted, the
 * renderer sanitises it before it reaches the page), in the cache database (encrypted like every record). Dropped
 * with the image's other copies (`forgetRecords.ts`).
 */
import type { CacheDb } from './cacheDb'

export interface StoredMask {
  parameter: string
  svg: string
}

export interface ImageMasksStore {
  /** Replaces the image's masks with these. */
  put(imageId: string, masks: readonly StoredMask[], fetchedAt?: Date): void
  of(imageId: string): StoredMask[]
}

export function createImageMasksStore(db: CacheDb): ImageMasksStore {
  const clear = db.prepare<[string]>('DELETE FROM image_masks WHERE image_id = ?')
  const insert = db.prepare<[string, string, string, string]>(
    'INSERT INTO image_masks (image_id, parameter, svg, fetched_at) VALUES (?, ?, ?, ?)',
  )
  const select = db.prepare<[string], StoredMask>(
    'SELECT parameter, svg FROM image_masks WHERE image_id = ? ORDER BY parameter',
  )
  const put = db.transaction((imageId: string, masks: readonly StoredMask[], at: string) => {
    clear.run(imageId)
    for (const mask of masks) insert.run(imageId, mask.parameter, mask.svg, at)
  })
  return {
    put: (imageId, masks, fetchedAt = new Date()) => put(imageId, masks, fetchedAt.toISOString()),
    of: (imageId) => select.all(imageId),
  }
}
