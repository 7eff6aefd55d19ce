/** The capture and queue channels: options, submit, list, retry, cancel, over the worker and its stores. */
import type { ChannelParsedArgs, ChannelResult, QueueItem } from '../../../src-shared/contract'
import { findAcneApplication, isOffline } from '../../api'
import type { CacheMeta } from '../../store/cache/cacheMeta'
import { toQueueItem } from '../uploadQueue/queueItem'
import type { ApiRunner, UploadWorker } from '../uploadQueue/worker'
import { attachFaceMetrics, datasetAnalysis } from '../applications/faceMetrics'
import { submitCapture, type PhotoPreparer } from './submitCapture'
import type { FileSeal } from '../../store/files/sealedFiles'
import { AppFailure } from '../appFailure'
import type { ConsentGate } from '../consentGate'

export interface CaptureDeskDeps {
  worker: UploadWorker
  api: ApiRunner
  /** The account folder (capture photos go under it). */
  dataDir: string
  /** The account's data key, for the capture photos. */
  seal: FileSeal
  /** Where the last capture options are kept, so capture works offline after a restart. */
  meta: CacheMeta
  /** The clinic's consent rule, checked before a capture is queued (and before a stopped one goes again). */
  consent: Pick<ConsentGate, 'capture'>
  /**
   * Notes that a capture relies on a consent recorded here and not at the service yet (issue 41); answers the
   * subject's name the consent was recorded with (null: none).
   */
  relyOn?: (consentWriteId: string, captureId: string) => string | null
  /**
   * The name of a subject saved on this workstation only (null for the service's: the worker reads those), so its
   * queued capture is named in the outbox before the subject is sent.
   */
  unsentName(subjectId: string): string | null
  /** Prepares each photo (the parser process: main decodes no image). */
  prepare: PhotoPreparer
  /**
   * Starts what prepares the photos (the parser process) if it is not running: the capture screen asks for the
   * options as it opens, so the first photo sent does not wait for a process to start (issue 46).
   */
  warmPreparer(): void
}

type CaptureOptions = ChannelResult<'capture.options'>

export function createCaptureDesk({
  worker,
  api,
  dataDir,
  seal,
  meta,
  consent,
  relyOn,
  unsentName,
  prepare,
  warmPreparer,
}: CaptureDeskDeps) {
  return {
    /** Whether triplet capture is possible; offline, the last answer kept. Asked as the capture screen opens. */
    async options(): Promise<CaptureOptions> {
      warmPreparer()
      try {
        const applications = await api((service) => service.applications.all())
        const options = { tripletAvailable: findAcneApplication(applications) !== null }
        meta.setCaptureOptions(options)
        return options
      } catch (e) {
        const kept = isOffline(e) ? meta.captureOptions() : null
        if (kept !== null) return kept
        throw e
      }
    },
    /** Whether the dataset's photos will be analysed (asked before the first capture); offline, the last answer. */
    async analysis(datasetId: string) {
      try {
        const analysis = await api((service) => datasetAnalysis(service, datasetId))
        meta.setDatasetAnalysis(datasetId, analysis)
        return analysis
      } catch (e) {
        const kept = isOffline(e) ? meta.datasetAnalysis(datasetId) : null
        if (kept !== null) return kept
        throw e
      }
    },
    attachAnalysis: (datasetId: string) => api((service) => attachFaceMetrics(service, datasetId)),
    async submit(args: ChannelParsedArgs<'capture.submit'>): Promise<QueueItem> {
      let reliesOn: string | null = null
      const record = await submitCapture(args, {
        queue: worker.queue,
        dataDir,
        seal,
        beforeQueue: async () => {
          reliesOn = await consent.capture(args)
        },
        prepare,
      })
      // noted before the worker can look at the queue again (it does only after a macrotask; this is a microtask)
      const reliedName = reliesOn !== null ? (relyOn?.(reliesOn, record.capture.id) ?? null) : null
      // named now where the worker will not name it soon: a subject not sent yet, or a capture that waits
      const name = unsentName(args.subjectId) ?? reliedName
      if (name !== null) worker.queue.setSubjectName(record.capture.id, name)
      worker.publish(record.capture.id)
      worker.wake()
      return toQueueItem(worker.queue.get(record.capture.id) ?? record)
    },
    list: async (): Promise<QueueItem[]> => worker.list(),
    /** A stopped capture goes again only under a consent in force now (it may have been kept back: issue 41). */
    async retry(args: ChannelParsedArgs<'queue.retry'>): Promise<QueueItem> {
      const record = worker.queue.get(args.captureId)
      if (record) {
        const place = { datasetId: record.capture.dataset_id, subjectId: record.capture.subject_id }
        // a subject that cannot be read now (gone, offline without a copy) is the upload's to find out, as before
        const reliesOn = await consent.capture(place).catch((e: unknown) => {
          if (e instanceof AppFailure && e.code === 'consent_required') throw e
          return null
        })
        if (reliesOn !== null) relyOn?.(reliesOn, args.captureId)
      }
      return worker.retry(args.captureId)
    },
    cancel: async (args: ChannelParsedArgs<'queue.cancel'>) => worker.cancel(args.captureId),
  }
}
export type CaptureDesk = ReturnType<typeof createCaptureDesk>
