import type { Db } from './open'

/** A side of a v3 upload: the image id it will have once its bytes are PUT to the storage host. */
export interface V3Slot {
  image_id: string
  batch_id: string
  side_id: number
  name: string
}

export interface V3BatchRow {
  batch_id: string
  subject_id: string
  dataset_id: string
  company_id: string
  computed: number
}

/** Face Skin Analysis 3.0 batches (made by the v3 upload) and their reserved sides. */
export interface V3Repo {
  /** Makes the batch a v3 batch and reserves its sides (in the caller's transaction). */
  insert(batchId: string, slots: readonly Omit<V3Slot, 'batch_id'>[]): void
  batch(batchId: string): V3BatchRow | null
  slot(imageId: string): (V3Slot & { computed: number }) | null
  slots(batchId: string): V3Slot[]
  /** Marks the batch computed; returns the ids of its uploaded images that were waiting for it. */
  compute(batchId: string): string[]
}

export function v3Repo(db: Db): V3Repo {
  const insertBatch = db.prepare<[string]>('INSERT INTO v3_batches (batch_id) VALUES (?)')
  const insertSlot = db.prepare<[string, string, number, string]>(
    'INSERT INTO v3_slots (image_id, batch_id, side_id, name) VALUES (?, ?, ?, ?)',
  )
  const batch = db.prepare<[string], V3BatchRow>(
    `SELECT v.batch_id, b.subject_id, s.dataset_id, d.company_id, v.computed FROM v3_batches v
     JOIN batches b ON b.id = v.batch_id JOIN subjects s ON s.id = b.subject_id
     JOIN datasets d ON d.id = s.dataset_id WHERE v.batch_id = ?`,
  )
  const slot = db.prepare<[string], V3Slot & { computed: number }>(
    `SELECT s.image_id, s.batch_id, s.side_id, s.name, v.computed FROM v3_slots s
     JOIN v3_batches v ON v.batch_id = s.batch_id WHERE s.image_id = ?`,
  )
  const slots = db.prepare<[string], V3Slot>(
    'SELECT image_id, batch_id, side_id, name FROM v3_slots WHERE batch_id = ? ORDER BY side_id',
  )
  const markComputed = db.prepare<[string]>('UPDATE v3_batches SET computed = 1 WHERE batch_id = ?')
  const held = db.prepare<[string], { id: string }>(
    "SELECT id FROM images WHERE batch_id = ? AND analysis_state = 'held' ORDER BY seq",
  )
  const release = db.prepare<[string]>(
    "UPDATE images SET analysis_state = 'pending' WHERE batch_id = ? AND analysis_state = 'held'",
  )
  return {
    insert: (batchId, rows) => {
      insertBatch.run(batchId)
      for (const row of rows) insertSlot.run(row.image_id, batchId, row.side_id, row.name)
    },
    batch: (batchId) => batch.get(batchId) ?? null,
    slot: (imageId) => slot.get(imageId) ?? null,
    slots: (batchId) => slots.all(batchId),
    compute: db.transaction((batchId: string) => {
      markComputed.run(batchId)
      const ids = held.all(batchId).map((row) => row.id)
      release.run(batchId)
      return ids
    }),
  }
}
