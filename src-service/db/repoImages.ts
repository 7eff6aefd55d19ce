import type { Db } from './open'

/** `held`: a v3 upload waiting for its batch's compute call. */
export type AnalysisState = 'held' | 'pending' | 'done'

export interface ImageRow {
  id: string
  batch_id: string
  side_id: number
  light_id: number
  name: string | null
  media_type: string
  width: number
  height: number
  byte_size: number
  /** The highest application run seq when the image was uploaded: later runs do not apply to it. */
  runs_seen: number
  analysis_state: AnalysisState
  creation_time: string
  /** 1 once the original's bytes were erased by the dataset's policy (records and results stay). */
  original_erased: number
  /** 1 for the v1 upload, 3 for the v3 upload (Face Skin Analysis 3.0). */
  api_version: number
}

/** A new image: not analysed, its original kept. */
export type NewImage = Omit<ImageRow, 'analysis_state' | 'original_erased' | 'api_version'>

/** An image with where it lives: its batch's subject, dataset and company, and its capture time. */
export interface LocatedImage extends ImageRow {
  seq: number
  subject_id: string
  dataset_id: string
  company_id: string
  /** The batch's creation_time: when the photos were taken. */
  capture_time: string
}

export interface ImagesRepo {
  /**
   * `bytes` is the image itself when the store keeps bytes in the database, else null. Returns its seq. A v3
   * upload's image (`v3`) is held until its batch's compute call, unless that came already.
   */
  insert(row: NewImage, bytes: Buffer | null, v3?: { state: 'held' | 'pending' }): number
  /** Replaces a held v3 image's bytes and size (a second PUT to its link before compute); false if not held. */
  replaceHeld(row: NewImage, bytes: Buffer | null): boolean
  locate(imageId: string): LocatedImage | null
  listByBatch(batchId: string): ImageRow[]
  sideTaken(batchId: string, sideId: number): boolean
  bytes(imageId: string): Buffer | null
  /** Drops the bytes kept in the database (the record and its results stay). */
  clearBytes(imageIds: readonly string[]): void
  /** Marks the original erased by the dataset's policy and drops bytes kept in the database (files: the caller). */
  eraseOriginal(imageId: string): void
  /** Stores the analysis (JSON) and marks the image done; false when the image is gone. */
  finishAnalysis(imageId: string, analysisJson: string, featuresJson?: string | null): boolean
  /** Where the analysis found what it counted (v3 images), JSON, or null. */
  featuresOf(imageId: string): string | null
  analysisOf(imageId: string): string | null
  pendingIds(): string[]
  idsOfBatch(batchId: string): string[]
  idsOfSubject(subjectId: string): string[]
  allIds(): string[]
  /** Images whose original is kept (not erased by a dataset's policy): the files that belong to an image. */
  idsWithOriginals(): string[]
}

const columns = `i.id, i.batch_id, i.side_id, i.light_id, i.name, i.media_type, i.width, i.height, i.byte_size,
  i.runs_seen, i.analysis_state, i.creation_time, i.original_erased, i.api_version`

type InsertArgs = [
  string,
  string,
  number,
  number,
  string | null,
  string,
  number,
  number,
  number,
  Buffer | null,
  number,
  string,
  number,
  AnalysisState,
]

export function imagesRepo(db: Db): ImagesRepo {
  const insert = db.prepare<InsertArgs>(
    `INSERT INTO images (id, batch_id, side_id, light_id, name, media_type, width, height, byte_size, bytes,
     runs_seen, creation_time, api_version, analysis_state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const locate = db.prepare<[string], LocatedImage>(
    `SELECT ${columns}, i.seq, b.subject_id, s.dataset_id, d.company_id, b.creation_time AS capture_time
     FROM images i JOIN batches b ON b.id = i.batch_id JOIN subjects s ON s.id = b.subject_id
     JOIN datasets d ON d.id = s.dataset_id WHERE i.id = ?`,
  )
  const byBatch = db.prepare<[string], ImageRow>(
    `SELECT ${columns} FROM images i WHERE i.batch_id = ? ORDER BY i.seq`,
  )
  const side = db.prepare<[string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM images WHERE batch_id = ? AND side_id = ?',
  )
  const bytes = db.prepare<[string], { bytes: Buffer | null }>('SELECT bytes FROM images WHERE id = ?')
  const clearBytes = db.prepare<[string]>('UPDATE images SET bytes = NULL WHERE id = ?')
  const eraseOriginal = db.prepare<[string]>(
    'UPDATE images SET bytes = NULL, original_erased = 1 WHERE id = ?',
  )
  const replaceHeld = db.prepare<[string, number, number, number, Buffer | null, string]>(
    `UPDATE images SET media_type = ?, width = ?, height = ?, byte_size = ?, bytes = ?
     WHERE id = ? AND analysis_state = 'held'`,
  )
  const finish = db.prepare<[string, string | null, string]>(
    "UPDATE images SET analysis = ?, features = ?, analysis_state = 'done' WHERE id = ?",
  )
  const features = db.prepare<[string], { features: string | null }>(
    'SELECT features FROM images WHERE id = ?',
  )
  const analysis = db.prepare<[string], { analysis: string | null }>(
    'SELECT analysis FROM images WHERE id = ?',
  )
  const pending = db.prepare<[], { id: string }>(
    "SELECT id FROM images WHERE analysis_state = 'pending' ORDER BY seq",
  )
  const ofBatch = db.prepare<[string], { id: string }>('SELECT id FROM images WHERE batch_id = ?')
  const ofSubject = db.prepare<[string], { id: string }>(
    'SELECT i.id FROM images i JOIN batches b ON b.id = i.batch_id WHERE b.subject_id = ?',
  )
  const all = db.prepare<[], { id: string }>('SELECT id FROM images')
  const withOriginals = db.prepare<[], { id: string }>('SELECT id FROM images WHERE original_erased = 0')
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id)
  return {
    insert: (r, data, v3) =>
      Number(
        insert.run(
          r.id,
          r.batch_id,
          r.side_id,
          r.light_id,
          r.name,
          r.media_type,
          r.width,
          r.height,
          r.byte_size,
          data,
          r.runs_seen,
          r.creation_time,
          v3 ? 3 : 1,
          v3?.state ?? 'pending',
        ).lastInsertRowid,
      ),
    replaceHeld: (r, data) =>
      replaceHeld.run(r.media_type, r.width, r.height, r.byte_size, data, r.id).changes > 0,
    locate: (imageId) => locate.get(imageId) ?? null,
    listByBatch: (batchId) => byBatch.all(batchId),
    sideTaken: (batchId, sideId) => (side.get(batchId, sideId)?.n ?? 0) > 0,
    bytes: (imageId) => bytes.get(imageId)?.bytes ?? null,
    clearBytes: db.transaction((imageIds: readonly string[]) => {
      for (const id of imageIds) clearBytes.run(id)
    }),
    eraseOriginal: (imageId) => void eraseOriginal.run(imageId),
    finishAnalysis: (imageId, json, featuresJson = null) =>
      finish.run(json, featuresJson, imageId).changes > 0,
    featuresOf: (imageId) => features.get(imageId)?.features ?? null,
    analysisOf: (imageId) => analysis.get(imageId)?.analysis ?? null,
    pendingIds: () => ids(pending.all()),
    idsOfBatch: (batchId) => ids(ofBatch.all(batchId)),
    idsOfSubject: (subjectId) => ids(ofSubject.all(subjectId)),
    allIds: () => ids(all.all()),
    idsWithOriginals: () => ids(withOriginals.all()),
  }
}
