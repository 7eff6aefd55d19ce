/**
 * The cached copies of one subject on this workstation, dropped together: its records (history, visits,
 * images, results, the "kept offline" mark), its photo files, and when it was last opened. Retention, deleting
 * the subject, and "Remove from this workstation" all drop a subject's copies through this.
 */
import type { CacheDb } from './cacheDb'
import { createRecordForgetting } from './forgetRecords'
import { createPhotoFiles } from './photoFiles'
import type { FileSeal } from '../files/sealedFiles'
import { createSubjectUse } from './subjectUse'

export function createSubjectCopies(dir: string, cache: CacheDb, seal: FileSeal) {
  const records = createRecordForgetting(cache)
  const photos = createPhotoFiles(dir, cache, seal)
  const use = createSubjectUse(cache)
  return {
    /** Drops the subject's cached records and photo files; answers the images it knew and the files it deleted. */
    async drop(subjectId: string): Promise<{ imageIds: string[]; photoFiles: number }> {
      const imageIds = records.subject(subjectId)
      let photoFiles = 0
      for (const imageId of imageIds) if (await photos.remove(imageId)) photoFiles += 1
      use.forget(subjectId)
      return { imageIds, photoFiles }
    },
  }
}
export type SubjectCopies = ReturnType<typeof createSubjectCopies>
