import type { Store } from './db/store'
import type { ImageBytes } from './storage/imageBytes'

/** What a fault-mode test checks: stored images and results agree, whatever the network did. */
export interface ConsistencyReport {
  images: number
  results: number
  /** Images whose bytes are missing or not the size recorded at upload (but for originals erased by a policy). */
  imagesWithoutBytes: string[]
  /** Results whose image does not exist. */
  resultsWithoutImage: number
  /** (batch, side) pairs with more than one image. */
  duplicateSides: number
}

export async function checkConsistency(store: Store, bytes: ImageBytes): Promise<ConsistencyReport> {
  const rows = store.db
    .prepare<[], { id: string; byte_size: number; original_erased: number }>(
      'SELECT id, byte_size, original_erased FROM images',
    )
    .all()
  const duplicates = store.db
    .prepare<[], { n: number }>(
      'SELECT COUNT(*) AS n FROM (SELECT batch_id, side_id FROM images GROUP BY batch_id, side_id HAVING COUNT(*) > 1)',
    )
    .get()
  const imagesWithoutBytes: string[] = []
  for (const row of rows) {
    if (row.original_erased) continue
    const data = await bytes.read(row.id)
    if (!data || data.length !== row.byte_size) imagesWithoutBytes.push(row.id)
  }
  return {
    images: rows.length,
    results: store.results.count(),
    imagesWithoutBytes,
    resultsWithoutImage: store.results.orphanCount(),
    duplicateSides: duplicates?.n ?? 0,
  }
}
