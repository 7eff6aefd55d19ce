/** What one step of the worker works with: the stores, the connected service, and a way to report. */
import type { CaptureSide } from '../../../src-shared/contract'
import type { Application, SkinApi } from '../../api'
import type { ApplicationRunsStore } from '../../store/accountDb/applicationRuns'
import type { CaptureQueueStore } from '../../store/accountDb/captureQueue'
import type { SubjectHistoryStore } from '../../store/cache/subjectHistory'
import type { SubjectMediaStore } from '../../store/cache/subjectMedia'
import type { FileSeal } from '../../store/files/sealedFiles'
import type { ImageResultsStore } from '../../store/cache/imageResults'
import type { ImageMasksStore } from '../../store/cache/imageMasks'
import type { QueueTiming } from './timing'

export interface QueueStores {
  queue: CaptureQueueStore
  runs: ApplicationRunsStore
  results: ImageResultsStore
  /** Face Skin Analysis 3.0's masks, per image and parameter. */
  masks: ImageMasksStore
  histories: SubjectHistoryStore
  /** The images' links and places, as the upload answers give them (for the visit's photo). */
  media: SubjectMediaStore
}

export interface StepContext extends QueueStores {
  api: SkinApi
  /** Aborted when the capture is cancelled or the worker stops. */
  signal: AbortSignal
  dataDir: string
  seal: FileSeal
  timing: QueueTiming
  now(): number
  /** Publishes the capture's current row (queue.changed). */
  changed(captureId: string): void
  /** Bytes of a side handed to the network so far (throttled before it is published). */
  progress(captureId: string, side: CaptureSide, sentBytes: number, totalBytes: number): void
  /** The acne application when the company has it, from a short-lived cache. */
  acneApplication(api: SkinApi): Promise<Application | null>
}
