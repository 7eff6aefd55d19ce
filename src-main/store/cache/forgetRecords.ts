/**
 * Forgets the cached copies of a deleted subject or visit: its history, batches, images, results, masks, photo
 * checksums, face measurements, "kept offline" mark and treatments' copy (issue 45). Answers the image ids, so the caller deletes their photo files too.
 */
import type { CacheDb } from './cacheDb'
import { TREATMENTS_CHANNEL } from './treatmentCopies'

export function createRecordForgetting(cache: CacheDb) {
  const imagesOfSubject = cache.prepare<[string], { image_id: string }>(
    'SELECT image_id FROM subject_images WHERE subject_id = ?',
  )
  const imagesOfBatch = cache.prepare<[string], { image_id: string }>(
    'SELECT image_id FROM subject_images WHERE batch_id = ?',
  )
  const dropImage = [
    cache.prepare<[string]>('DELETE FROM image_results WHERE image_id = ?'),
    cache.prepare<[string]>('DELETE FROM image_masks WHERE image_id = ?'),
    cache.prepare<[string]>('DELETE FROM photo_files WHERE image_id = ?'),
    cache.prepare<[string]>('DELETE FROM subject_images WHERE image_id = ?'),
    cache.prepare<[string]>('DELETE FROM face_shots WHERE image_id = ?'),
  ]
  const dropHistory = cache.prepare<[string]>('DELETE FROM subject_history WHERE subject_id = ?')
  const dropBatch = cache.prepare<[string]>('DELETE FROM subject_batches WHERE batch_id = ?')
  const dropBatches = cache.prepare<[string]>('DELETE FROM subject_batches WHERE subject_id = ?')
  const dropKept = cache.prepare<[string]>('DELETE FROM kept_subjects WHERE subject_id = ?')
  const dropShots = cache.prepare<[string]>('DELETE FROM face_shots WHERE subject_id = ?')
  const dropTreatments = cache.prepare<[string]>(
    `DELETE FROM page_answers WHERE channel = '${TREATMENTS_CHANNEL}' AND args = ?`,
  )

  const dropImages = (ids: string[]) => {
    for (const id of ids) for (const statement of dropImage) statement.run(id)
    return ids
  }
  return {
    subject: cache.transaction((subjectId: string): string[] => {
      const ids = dropImages(imagesOfSubject.all(subjectId).map((row) => row.image_id))
      dropHistory.run(subjectId)
      dropBatches.run(subjectId)
      dropKept.run(subjectId)
      dropShots.run(subjectId)
      dropTreatments.run(subjectId)
      return ids
    }),
    /** The visit's rows; the subject's history is dropped whole, so it is read again without the visit. */
    visit: cache.transaction((subjectId: string, batchId: string): string[] => {
      const ids = dropImages(imagesOfBatch.all(batchId).map((row) => row.image_id))
      dropBatch.run(batchId)
      dropHistory.run(subjectId)
      return ids
    }),
  }
}
