/**
 * Deleting a subject or one visit (the service's batch): at the service first, then everything this
 * workstation kept of it — cached records, photo files, and the reports made of its photos. A subject or visit
 * the service no longer has (404) counts as deleted, so a retry after a lost answer finishes the job.
 */
import type { ChannelParsedArgs } from '../../../src-shared/contract'
import { isApiError } from '../../api'
import type { CacheDb } from '../../store/cacheDb'
import { createRecordForgetting } from '../../store/forgetRecords'
import { createLibraryCache } from '../../store/libraryCache'
import { createPhotoFiles } from '../../store/photoFiles'
import type { ReportDesk } from '../reports/reportDesk'
import type { ApiRunner } from '../uploadQueue/worker'
import type { FileSeal } from '../../store/sealedFiles'

export interface SubjectRemovalDeps {
  api: ApiRunner
  cache: CacheDb
  /** The account folder (photos live under it). */
  dir: string
  seal: FileSeal
  reports: Pick<ReportDesk, 'list' | 'remove'>
}

async function deleted(call: () => Promise<void>): Promise<void> {
  try {
    await call()
  } catch (e) {
    if (!(isApiError(e) && e.status === 404)) throw e
  }
}

export function createSubjectRemoval(deps: SubjectRemovalDeps) {
  const records = createRecordForgetting(deps.cache)
  const library = createLibraryCache(deps.cache)
  const photos = createPhotoFiles(deps.dir, deps.cache, deps.seal)

  async function dropLocal(subjectId: string, imageIds: readonly string[], wholeSubject: boolean) {
    for (const imageId of imageIds) await photos.remove(imageId)
    for (const report of await deps.reports.list({ subjectId })) {
      if (wholeSubject || imageIds.includes(report.imageId))
        await deps.reports.remove({ reportId: report.id })
    }
  }

  return {
    async subject({
      datasetId,
      subjectId,
    }: ChannelParsedArgs<'subjects.remove'>): Promise<Record<string, never>> {
      await deleted(() => deps.api((api) => api.subjects.remove(datasetId, subjectId)))
      library.forgetSubject(subjectId)
      await dropLocal(subjectId, records.subject(subjectId), true)
      return {}
    },
    async visit(args: ChannelParsedArgs<'visits.remove'>): Promise<Record<string, never>> {
      const { subjectId, batchId } = args
      // The visit's image ids from the service (the cache may not know them all), for the files made of them.
      const listed = await deps
        .api((api) => api.batches.images(args))
        .then((images) => images.map((image) => image.id))
        .catch(() => [] as string[])
      await deleted(() => deps.api((api) => api.batches.remove(args)))
      const cached = records.visit(subjectId, batchId)
      await dropLocal(subjectId, [...new Set([...listed, ...cached])], false)
      return {}
    },
  }
}
export type SubjectRemoval = ReturnType<typeof createSubjectRemoval>
