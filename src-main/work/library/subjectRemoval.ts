/**
 * Deleting a subject or one visit (the service's batch): through the outbox (sent at once, or kept and sent when
 * the service answers again), then everything this workstation kept of it — cached records, photo files, and the
 * reports made of its photos. A subject or visit the service no longer has (404) counts as deleted, so a retry
 * after a lost answer finishes the job.
 *
 * "Remove from this workstation" drops the same local copies, and the subject's settled captures, while the
 * service keeps the subject. If the operator chose them, the service's GDPR actions on the subject run first
 * (delete its photos from storage; clear its details), so a failure there leaves everything here as it was.
 */
import type { ChannelParsedArgs, ChannelResult } from '../../../src-shared/contract'
import { isApiError } from '../../api'
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import { goesWithDelete } from '../outbox/conflictRule'
import type { OutboxSender } from '../outbox/outboxSender'
import type { CacheDb } from '../../store/cache/cacheDb'
import { removeCaptureFiles } from '../../store/accountDb/captureFiles'
import { createCaptureQueueStore } from '../../store/accountDb/captureQueue'
import type { AppDb } from '../../store/accountDb/db'
import { createRecordForgetting } from '../../store/cache/forgetRecords'
import { createLibraryCache } from '../../store/cache/libraryCache'
import { createPhotoFiles } from '../../store/cache/photoFiles'
import type { FileSeal } from '../../store/files/sealedFiles'
import { createSubjectCopies } from '../../store/cache/subjectCopies'
import { AppFailure } from '../appFailure'
import type { ReportDesk } from '../reports/reportDesk'
import type { ApiRunner } from '../uploadQueue/worker'

export interface SubjectRemovalDeps {
  api: ApiRunner
  cache: CacheDb
  /** The account's database (the upload queue). */
  db: AppDb
  /** The account folder (photos and captures live under it). */
  dir: string
  seal: FileSeal
  reports: Pick<ReportDesk, 'list' | 'remove'>
  /** Deletes go through the outbox (issue 29): kept here, sent at once, or when the service answers again. */
  outbox: OutboxSender
  /** Drops a subject created here and not sent yet, with everything waiting for it (the outbox's cancel). */
  dropUnsentSubject(subjectId: string): Promise<void>
}

/** A route the service does not have answers 404 or 405; the subject itself was found just before. */
const notOffered = (e: unknown) => isApiError(e) && (e.status === 404 || e.status === 405)

export function createSubjectRemoval(deps: SubjectRemovalDeps) {
  const records = createRecordForgetting(deps.cache)
  const library = createLibraryCache(deps.cache)
  const photos = createPhotoFiles(deps.dir, deps.cache, deps.seal)
  const copies = createSubjectCopies(deps.dir, deps.cache, deps.seal)
  const queue = createCaptureQueueStore(deps.db)
  const outbox = deps.outbox.store

  /** Keeps the delete in the outbox and sends it now; the service's refusal comes back (the delete is dropped). */
  async function sendWrite(write: {
    kind: 'subject.delete' | 'visit.delete'
    datasetId: string
    subjectId: string
    payload: object
  }): Promise<void> {
    const name = library.subject(write.datasetId, write.subjectId)?.value.name ?? null
    const row = outbox.add({
      kind: write.kind,
      dataset_id: write.datasetId,
      subject_id: write.subjectId,
      subject_name: name,
      payload: JSON.stringify(write.payload),
    })
    const tried = await deps.outbox.sendNow(row.id)
    if (tried.outcome !== 'refused') return
    outbox.remove(row.id)
    throw tried.error
  }

  /** The reports kept here of the subject (all of them, or those made of `imageIds`); answers how many went. */
  async function dropReports(subjectId: string, imageIds: readonly string[] | 'all'): Promise<number> {
    let removed = 0
    for (const report of await deps.reports.list({ subjectId })) {
      if (imageIds !== 'all' && !imageIds.includes(report.imageId)) continue
      await deps.reports.remove({ reportId: report.id })
      removed += 1
    }
    return removed
  }

  async function serviceActions(args: ChannelParsedArgs<'subjects.removeLocal'>): Promise<void> {
    const { datasetId, subjectId } = args
    if (args.servicePhotos) {
      // The subject must exist, so that a 404 from the action itself means the action is not offered.
      await deps.api((api) => api.subjects.get(datasetId, subjectId))
      await deps
        .api((api) => api.subjects.deletePhotosFromStorage(datasetId, subjectId))
        .catch((e: unknown) => {
          throw notOffered(e) ? new AppFailure('service_action_unavailable', { action: 'photos' }) : e
        })
    }
    // The documented PATCH: `meta` replaces the whole object, so null clears it.
    if (args.serviceDetails)
      await deps.api((api) => api.subjects.update(datasetId, subjectId, { meta: null }))
  }

  return {
    /** A delete beats an edit: the subject's edits and consent still to send go with it (conflictRule.ts). */
    async subject({
      datasetId,
      subjectId,
    }: ChannelParsedArgs<'subjects.remove'>): Promise<Record<string, never>> {
      if (isLocalSubjectId(subjectId)) {
        await deps.dropUnsentSubject(subjectId)
        return {}
      }
      await sendWrite({ kind: 'subject.delete', datasetId, subjectId, payload: {} })
      outbox.transaction(() => {
        for (const row of outbox.unsentOf(subjectId))
          if (goesWithDelete(row.kind) && row.state !== 'sending') outbox.remove(row.id)
      })
      library.forgetSubject(subjectId)
      await copies.drop(subjectId)
      await dropReports(subjectId, 'all')
      return {}
    },
    async local(
      args: ChannelParsedArgs<'subjects.removeLocal'>,
    ): Promise<ChannelResult<'subjects.removeLocal'>> {
      const waiting = queue.activeOfSubject(args.subjectId)
      if (waiting > 0) throw new AppFailure('captures_waiting', { count: String(waiting) })
      await serviceActions(args)
      library.forgetSubject(args.subjectId)
      const { photoFiles } = await copies.drop(args.subjectId)
      const reports = await dropReports(args.subjectId, 'all')
      const captures = queue.removeSettledOfSubject(args.subjectId)
      for (const captureId of captures) await removeCaptureFiles(deps.dir, captureId)
      return { photos: photoFiles, reports, captures: captures.length }
    },
    async visit(args: ChannelParsedArgs<'visits.remove'>): Promise<Record<string, never>> {
      const { subjectId, batchId } = args
      // The visit's image ids from the service (the cache may not know them all), for the files made of them.
      const listed = await deps
        .api((api) => api.batches.images(args))
        .then((images) => images.map((image) => image.id))
        .catch(() => [] as string[])
      await sendWrite({ kind: 'visit.delete', datasetId: args.datasetId, subjectId, payload: { batchId } })
      const imageIds = [...new Set([...listed, ...records.visit(subjectId, batchId)])]
      for (const imageId of imageIds) await photos.remove(imageId)
      await dropReports(subjectId, imageIds)
      return {}
    },
  }
}
export type SubjectRemoval = ReturnType<typeof createSubjectRemoval>
