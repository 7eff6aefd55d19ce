/**
 * The upload worker: advances queued captures in order, one at a time. Uploads go strictly in queue order;
 * captures already on the service are polled for their results between uploads. Everything it learns is written
 * to the queue before it moves on, so it can be stopped (or killed) at any point and started again, in this
 * process or another one (the crash test runs it in a child process).
 */
import type { QueueItem } from '../../../src-preload/contract'
import type { SkinApi } from '../../api'
import { createApplicationRunsStore } from '../../store/applicationRuns'
import type { CacheDb } from '../../store/cacheDb'
import { createSubjectHistoryStore } from '../../store/subjectHistory'
import { createCaptureQueueStore, type CaptureRecord } from '../../store/captureQueue'
import type { AppDb } from '../../store/db'
import { createImageResultsStore } from '../../store/imageResults'
import { createAcneLookup } from './acneRun'
import { cancelCapture, resumeRejectedKey, retryCapture, type CommandHooks } from './commands'
import { classifyFailure } from './failure'
import { createPacing } from './pacing'
import { pollCapture } from './pollStep'
import { createProgressBoard } from './progress'
import { toQueueItem } from './queueItem'
import type { QueueStores, StepContext } from './stepContext'
import { defaultQueueTiming, type QueueTiming } from './timing'
import { uploadCapture } from './uploadStep'

/** Runs a call with the connected service; throws AppFailure('not_connected') when there is none. */
export type ApiRunner = <T>(call: (api: SkinApi) => Promise<T>) => Promise<T>

export interface UploadWorkerDeps {
  /** The account database: the queue. */
  db: AppDb
  /** Results that arrive go to the cache, so they show at once. */
  cache: CacheDb
  /** The account folder; the queue's photo paths are relative to it. */
  dataDir: string
  api: ApiRunner
  emit(item: QueueItem): void
  timing?: Partial<QueueTiming>
  now?: () => number
  /** Failures that are bugs (code `internal`), for the log. */
  onInternalError?: (error: unknown) => void
}

export interface UploadWorker extends QueueStores {
  /** Starts the loop; it resumes unfinished captures and pauses while no session is connected. */
  start(): void
  /** Stops the loop, aborting the request in flight; the capture resumes on the next start. */
  stop(): Promise<void>
  /** One pass: due polls, then the oldest capture still to upload. Ms until something is due; null when idle. */
  runOnce(): Promise<number | null>
  /** Something changed (a new capture, a session connected): look again now. */
  wake(): void
  /** The service answers again: captures waiting for the network go now, not after their wait. */
  networkBack(): void
  item(captureId: string): QueueItem | null
  list(): QueueItem[]
  /** Publishes a capture's current row (queue.changed), e.g. one just added. */
  publish(captureId: string): void
  retry(captureId: string): QueueItem
  /** Stops a capture. A batch already created stays on the service with the sides sent so far. */
  cancel(captureId: string): QueueItem
  /** Re-queues the captures that failed on a rejected key (called once a new key is in). */
  resumeRejectedKey(): void
}

const isUploaded = (record: CaptureRecord) => record.sides.every((side) => side.upload === 'done')

export function createUploadWorker(deps: UploadWorkerDeps): UploadWorker {
  const timing: QueueTiming = { ...defaultQueueTiming, ...deps.timing }
  const now = deps.now ?? Date.now
  const stores: QueueStores = {
    queue: createCaptureQueueStore(deps.db),
    runs: createApplicationRunsStore(deps.db),
    results: createImageResultsStore(deps.cache),
    histories: createSubjectHistoryStore(deps.cache),
  }
  const { queue } = stores
  const pacing = createPacing(queue, timing, now)
  const progress = createProgressBoard(timing.progressIntervalMs, now)
  const acneApplication = createAcneLookup(timing.applicationsTtlMs, now)
  let current: { id: string; controller: AbortController } | null = null
  let running: Promise<void> | null = null
  let stopping = false
  let wakeUp: (() => void) | null = null
  let wokenEarly = false

  const item = (id: string) => {
    const record = queue.get(id)
    return record ? toQueueItem(record, progress.of(id)) : null
  }
  const changed = (id: string) => {
    const found = item(id)
    if (found) deps.emit(found)
  }
  const forget = (id: string) => {
    pacing.forget(id)
    progress.forget(id)
  }

  /** Runs one step of a capture with the service; false when the worker must pause (no session). */
  async function step(id: string, work: (ctx: StepContext) => Promise<void>): Promise<boolean> {
    const controller = new AbortController()
    current = { id, controller }
    let baseUrl: string | undefined
    try {
      await deps.api(async (api) => {
        baseUrl = api.http.baseUrl
        await work({
          ...stores,
          api,
          signal: controller.signal,
          dataDir: deps.dataDir,
          timing,
          now,
          changed,
          progress: (captureId, side, sent, total) => {
            if (progress.report(captureId, side, sent, total)) changed(captureId)
          },
          acneApplication,
        })
      })
      pacing.reachedService()
      return true
    } catch (error) {
      if (controller.signal.aborted) return true
      const failure = classifyFailure(error, baseUrl)
      if (failure.problem.code === 'internal') deps.onInternalError?.(error)
      if (!pacing.afterFailure(id, failure)) return false
      changed(id)
      return true
    } finally {
      current = null
    }
  }

  const pollStep = (id: string) =>
    step(id, async (ctx) => {
      if ((await pollCapture(id, ctx)) === 'waiting') pacing.afterPoll(id)
      else forget(id)
    })

  const uploadStep = (id: string) =>
    step(id, async (ctx) => {
      const uploaded = await uploadCapture(id, ctx)
      progress.forget(id)
      if (uploaded) pacing.afterUpload(id)
    })

  async function runOnce(): Promise<number | null> {
    const active = queue.active()
    for (const record of active.filter(isUploaded)) {
      if (stopping) return null
      if (pacing.dueAt(record.capture.id) > now()) continue
      if (!(await pollStep(record.capture.id))) return null
    }
    const head = active.find((record) => !isUploaded(record))
    if (head && !stopping && pacing.dueAt(head.capture.id) <= now()) {
      if (!(await uploadStep(head.capture.id))) return null
    }
    const dues = queue.active().map((record) => pacing.dueAt(record.capture.id))
    if (dues.length === 0) return null
    return Math.max(0, Math.min(...dues) - now())
  }

  function pause(ms: number | null): Promise<void> {
    if (wokenEarly) {
      wokenEarly = false
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      const timer = ms === null ? null : setTimeout(done, ms)
      function done() {
        if (timer) clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let wait: number | null
      try {
        wait = await runOnce()
      } catch (error) {
        deps.onInternalError?.(error)
        wait = timing.offlineMaxMs
      }
      if (!stopping && wait !== 0) await pause(wait)
    }
  }

  function wake() {
    if (wakeUp) wakeUp()
    else wokenEarly = true
  }

  const hooks: CommandHooks = {
    forget,
    changed,
    wake,
    abort: (id) => {
      if (current?.id === id) current.controller.abort()
    },
  }

  return {
    ...stores,
    start() {
      if (running) return
      stopping = false
      running = loop().finally(() => (running = null))
    },
    async stop() {
      stopping = true
      current?.controller.abort()
      wake()
      await running
      wokenEarly = false
    },
    runOnce,
    wake,
    networkBack() {
      pacing.reachedService()
      wake()
    },
    item,
    publish: changed,
    list: () => queue.list().map((record) => toQueueItem(record, progress.of(record.capture.id))),
    retry: (captureId) => retryCapture(queue, captureId, hooks),
    cancel: (captureId) => cancelCapture(queue, captureId, hooks),
    resumeRejectedKey: () => resumeRejectedKey(queue, hooks),
  }
}
