/** The capture and queue channels: options, submit, list, retry, cancel, over the worker and its stores. */
import type { ChannelParsedArgs, ChannelResult, QueueItem } from '../../../src-preload/contract'
import { findAcneApplication, isOffline } from '../../api'
import { toQueueItem } from '../uploadQueue/queueItem'
import type { ApiRunner, UploadWorker } from '../uploadQueue/worker'
import { submitCapture } from './submitCapture'

export interface CaptureDeskDeps {
  worker: UploadWorker
  api: ApiRunner
  dataDir: string
}

type CaptureOptions = ChannelResult<'capture.options'>

export function createCaptureDesk({ worker, api, dataDir }: CaptureDeskDeps) {
  let lastOptions: CaptureOptions | null = null
  return {
    /** Whether triplet capture is possible; offline, the last answer of this run of the app. */
    async options(): Promise<CaptureOptions> {
      try {
        const applications = await api((service) => service.applications.all())
        lastOptions = { tripletAvailable: findAcneApplication(applications) !== null }
        return lastOptions
      } catch (e) {
        if (lastOptions !== null && isOffline(e)) return lastOptions
        throw e
      }
    },
    async submit(args: ChannelParsedArgs<'capture.submit'>): Promise<QueueItem> {
      const record = await submitCapture(args, { queue: worker.queue, dataDir })
      worker.publish(record.capture.id)
      worker.wake()
      return toQueueItem(record)
    },
    list: async (): Promise<QueueItem[]> => worker.list(),
    retry: async (args: ChannelParsedArgs<'queue.retry'>) => worker.retry(args.captureId),
    cancel: async (args: ChannelParsedArgs<'queue.cancel'>) => worker.cancel(args.captureId),
  }
}
export type CaptureDesk = ReturnType<typeof createCaptureDesk>
