/**
 * What the upload worker's parts share (worker.ts builds it): its dependencies and stores, the pacing and progress
 * of each capture, and the loop's own state (the step under way, whether it stops, how to wake it). The queue rows
 * it publishes (queue.changed) are made here, the one place that adds what only the worker knows to a row.
 */
import type { AppErrorPayload, QueueItem } from '../../../src-shared/contract'
import type { SkinApi } from '../../api'
import { createApplicationRunsStore } from '../../store/accountDb/applicationRuns'
import { createCaptureQueueStore, type CaptureQueueStore } from '../../store/accountDb/captureQueue'
import type { AppDb } from '../../store/accountDb/db'
import type { CacheDb } from '../../store/cache/cacheDb'
import { createImageMasksStore } from '../../store/cache/imageMasks'
import { createImageResultsStore } from '../../store/cache/imageResults'
import { createSubjectHistoryStore } from '../../store/cache/subjectHistory'
import { createSubjectMediaStore } from '../../store/cache/subjectMedia'
import type { FileSeal } from '../../store/files/sealedFiles'
import { createAcneLookup } from './acneRun'
import { createPacing, type Pacing } from './pacing'
import { createProgressBoard, type ProgressBoard } from './progress'
import { toQueueItem } from './queueItem'
import type { QueueStores, StepContext } from './stepContext'
import { defaultQueueTiming, type QueueTiming } from './timing'

/** Runs a call with the connected service; throws AppFailure('not_connected') when there is none. */
export type ApiRunner = <T>(call: (api: SkinApi) => Promise<T>) => Promise<T>

export interface UploadWorkerDeps {
  /** The account database: the queue. */
  db: AppDb
  /** Results that arrive go to the cache, so they show at once. */
  cache: CacheDb
  /** The account folder; the queue's photo paths are relative to it. */
  dataDir: string
  /** The account's data key: the capture photos are sealed with it. */
  seal: FileSeal
  api: ApiRunner
  emit(item: QueueItem): void
  timing?: Partial<QueueTiming>
  now?: () => number
  /** Failures that are bugs (code `internal`), for the log. */
  onInternalError?: (error: unknown) => void
  /**
   * The captures that wait for something outside the queue now (issue 41: the consent they were taken under, not at
   * the service yet: work/outbox/consentHolds.ts), and what each one's row says meanwhile (null: nothing).
   */
  held?: () => ReadonlyMap<string, AppErrorPayload | null>
}

export interface WorkerState {
  readonly deps: UploadWorkerDeps
  readonly timing: QueueTiming
  readonly now: () => number
  readonly stores: QueueStores
  readonly queue: CaptureQueueStore
  readonly pacing: Pacing
  readonly progress: ProgressBoard
  readonly acneApplication: StepContext['acneApplication']
  /** The step under way, to abort it. */
  current: { id: string; controller: AbortController } | null
  /** The loop, while it runs. */
  running: Promise<void> | null
  stopping: boolean
  /** Ends the loop's sleep, while it sleeps. */
  wakeUp: (() => void) | null
  /** Woken while not asleep: the next sleep is only a turn of the event loop. */
  wokenEarly: boolean
}

export function createWorkerState(deps: UploadWorkerDeps): WorkerState {
  const timing: QueueTiming = { ...defaultQueueTiming, ...deps.timing }
  const now = deps.now ?? Date.now
  const stores: QueueStores = {
    queue: createCaptureQueueStore(deps.db),
    runs: createApplicationRunsStore(deps.db),
    results: createImageResultsStore(deps.cache),
    masks: createImageMasksStore(deps.cache),
    histories: createSubjectHistoryStore(deps.cache),
    media: createSubjectMediaStore(deps.cache),
  }
  const { queue } = stores
  return {
    deps,
    timing,
    now,
    stores,
    queue,
    pacing: createPacing(queue, timing, now),
    progress: createProgressBoard(timing.progressIntervalMs, now),
    acneApplication: createAcneLookup(timing.applicationsTtlMs, now),
    current: null,
    running: null,
    stopping: false,
    wakeUp: null,
    wokenEarly: false,
  }
}

const noHolds: ReadonlyMap<string, AppErrorPayload | null> = new Map()
export const holds = (state: WorkerState) => state.deps.held?.() ?? noHolds

/** What only the worker knows of a capture, for its queue row: progress, the retry's wait, what it waits for. */
export const live = (state: WorkerState, id: string, held = holds(state)) => ({
  progress: state.progress.of(id),
  retry: state.pacing.retryOf(id),
  waitsFor: held.get(id) ?? null,
})

export const itemOf = (state: WorkerState, id: string) => {
  const record = state.queue.get(id)
  return record ? toQueueItem(record, live(state, id)) : null
}

/** Publishes the capture's current row (queue.changed). */
export const changed = (state: WorkerState, id: string) => {
  const found = itemOf(state, id)
  if (found) state.deps.emit(found)
}

export const forget = (state: WorkerState, id: string) => {
  state.pacing.forget(id)
  state.progress.forget(id)
}
