/**
 * A subject's batches and their images as last read from the service: capture times and sides for history; and
 * each photo's face as the workstation that took it measured it (a FaceShot's JSON, issue 28).
 */
import type { CacheDb } from './cacheDb'

export interface CachedBatch {
  batchId: string
  subjectId: string
  /** As the service sent it (`YYYY-MM-DD HH:MM:SS` UTC), or null. */
  creationTime: string | null
  imagesCount: number | null
}

export interface CachedImage {
  imageId: string
  /** Null for rows kept before it was (the image record can then not be read again by its path). */
  datasetId: string | null
  subjectId: string
  batchId: string
  side: string | null
  /** `urls.original` as last read: on a storage host, a signed link that expires (about an hour). */
  originalUrl: string | null
}

export interface SubjectMediaStore {
  putBatches(batches: readonly CachedBatch[], fetchedAt?: Date): void
  /** Replaces the cached image list of each batch named in `images` (and of `batchIds`, even when empty). */
  putImages(batchIds: readonly string[], images: readonly CachedImage[], fetchedAt?: Date): void
  batchesOf(subjectId: string): CachedBatch[]
  imagesOf(subjectId: string): CachedImage[]
  image(imageId: string): CachedImage | null
  /** Keeps one image as a record gave it (an upload's answer, a record read again), its batch's list untouched. */
  putImage(image: CachedImage, fetchedAt?: Date): void
  /** Keeps a photo's FaceShot (JSON, checked by the caller), replacing any earlier one. */
  putFaceShot(imageId: string, subjectId: string, json: string, measuredAt?: Date): void
  /** The subject's photos' FaceShots (JSON), by image id. */
  faceShotsOf(subjectId: string): Map<string, string>
}

interface BatchRow {
  batch_id: string
  subject_id: string
  creation_time: string | null
  images_count: number | null
}
interface ImageRow {
  image_id: string
  dataset_id: string | null
  subject_id: string
  batch_id: string
  side: string | null
  original_url: string | null
}

const toBatch = (row: BatchRow): CachedBatch => ({
  batchId: row.batch_id,
  subjectId: row.subject_id,
  creationTime: row.creation_time,
  imagesCount: row.images_count,
})
const toImage = (row: ImageRow): CachedImage => ({
  imageId: row.image_id,
  datasetId: row.dataset_id,
  subjectId: row.subject_id,
  batchId: row.batch_id,
  side: row.side,
  originalUrl: row.original_url,
})

export function createSubjectMediaStore(db: CacheDb): SubjectMediaStore {
  const upsertBatch = db.prepare<[string, string, string | null, number | null, string]>(
    `INSERT INTO subject_batches (batch_id, subject_id, creation_time, images_count, fetched_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (batch_id) DO UPDATE SET subject_id = excluded.subject_id,
       creation_time = excluded.creation_time, images_count = excluded.images_count,
       fetched_at = excluded.fetched_at`,
  )
  const clearBatchImages = db.prepare<[string]>('DELETE FROM subject_images WHERE batch_id = ?')
  const upsertImage = db.prepare<
    [string, string | null, string, string, string | null, string | null, string]
  >(
    `INSERT INTO subject_images (image_id, dataset_id, subject_id, batch_id, side, original_url, fetched_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (image_id) DO UPDATE SET dataset_id = excluded.dataset_id, subject_id = excluded.subject_id,
       batch_id = excluded.batch_id, side = excluded.side, original_url = excluded.original_url,
       fetched_at = excluded.fetched_at`,
  )
  const put = (i: CachedImage, at: string) =>
    upsertImage.run(i.imageId, i.datasetId, i.subjectId, i.batchId, i.side, i.originalUrl, at)
  const batches = db.prepare<[string], BatchRow>(
    'SELECT batch_id, subject_id, creation_time, images_count FROM subject_batches WHERE subject_id = ?',
  )
  const images = db.prepare<[string], ImageRow>(
    'SELECT image_id, dataset_id, subject_id, batch_id, side, original_url FROM subject_images WHERE subject_id = ?',
  )
  const oneImage = db.prepare<[string], ImageRow>(
    `SELECT image_id, subject_id, batch_id, side, original_url,
       COALESCE(dataset_id, (SELECT dataset_id FROM subjects WHERE subjects.id = subject_images.subject_id)) AS dataset_id
     FROM subject_images WHERE image_id = ?`,
  )
  const upsertShot = db.prepare<[string, string, string, string]>(
    `INSERT INTO face_shots (image_id, subject_id, json, measured_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (image_id) DO UPDATE SET subject_id = excluded.subject_id, json = excluded.json,
       measured_at = excluded.measured_at`,
  )
  const shotsOf = db.prepare<[string], { image_id: string; json: string }>(
    'SELECT image_id, json FROM face_shots WHERE subject_id = ?',
  )
  const putBatches = db.transaction((list: readonly CachedBatch[], at: string) => {
    for (const b of list) upsertBatch.run(b.batchId, b.subjectId, b.creationTime, b.imagesCount, at)
  })
  const putImages = db.transaction(
    (batchIds: readonly string[], list: readonly CachedImage[], at: string) => {
      for (const id of new Set([...batchIds, ...list.map((i) => i.batchId)])) clearBatchImages.run(id)
      for (const i of list) put(i, at)
    },
  )
  return {
    putBatches: (list, fetchedAt = new Date()) => putBatches(list, fetchedAt.toISOString()),
    putImages: (batchIds, list, fetchedAt = new Date()) => putImages(batchIds, list, fetchedAt.toISOString()),
    batchesOf: (subjectId) => batches.all(subjectId).map(toBatch),
    imagesOf: (subjectId) => images.all(subjectId).map(toImage),
    putImage: (image, fetchedAt = new Date()) => void put(image, fetchedAt.toISOString()),
    putFaceShot: (imageId, subjectId, json, measuredAt = new Date()) =>
      void upsertShot.run(imageId, subjectId, json, measuredAt.toISOString()),
    faceShotsOf: (subjectId) => new Map(shotsOf.all(subjectId).map((row) => [row.image_id, row.json])),
    image(imageId) {
      const row = oneImage.get(imageId)
      return row ? toImage(row) : null
    },
  }
}
