/**
 * The upload worker: advances queued captures in order, one step at a time. Uploads go strictly in queue order;
 * captures already on the service are polled for their results between uploads. Everything it learns is written
 * to the queue before it moves on, so it can be stopped (or killed) at any point and started again, in this
 * process or another one (the crash test runs it in a child process).
 *
 * It runs in Electron's main process, so it must never hold the event loop. The loop is built so that it cannot:
 * - one pass takes at most one step (one capture's upload or results poll), then hands the loop back to the
 *   event loop (a macrotask: timers, I/O and IPC run before the next pass), whatever the step did or failed on;
 * - with nothing due, it sleeps on a timer until the earliest due capture, or until woken by a new capture,
 *   a retry, the network coming back or a new key. Only captures the worker could step count for that time:
 *   results polls and the oldest capture still to upload, never the ones queued behind it.
 */
import type { AppErrorPayload, QueueItem } from '../../../src-shared/contract'
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import type { SkinApi } from '../../api'
import { createApplicationRunsStore } from '../../store/accountDb/applicationRuns'
import type { CacheDb } from '../../store/cache/cacheDb'
import { removeCaptureFiles } from '../../store/accountDb/captureFiles'
import type { FileSeal } from '../../store/files/sealedFiles'
import { createSubjectHistoryStore } from '../../store/cache/subjectHistory'
import { createCaptureQueueStore, type CaptureRecord } from '../../store/accountDb/captureQueue'
import type { AppDb } from '../../store/accountDb/db'
import { createImageResultsStore } from '../../store/cache/imageResults'
import { createImageMasksStore } from '../../store/cache/imageMasks'
import { createSubjectMediaStore } from '../../store/cache/subjectMedia'
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

export interface UploadWorker extends QueueStores {
  /** Starts the loop; it resumes unfinished captures and pauses while no session is connected. */
  start(): void
  /** Stops the loop, aborting the request in flight; the capture resumes on the next start. */
  stop(): Promise<void>
  /**
   * One pass: one step of the first due capture (results polls before the upload). Answers the ms until the
   * worker should look again: 0 after a step, the wait until the next capture is due, null when idle or paused.
   */
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

/** Every side on the service (and, for a v3 capture, its analysis started): what is left is polling. */
const isUploaded = (record: CaptureRecord) =>
  record.sides.every((side) => side.upload === 'done') &&
  (record.capture.flow !== 'v3' || record.capture.computed === 1)

export function createUploadWorker(deps: UploadWorkerDeps): UploadWorker {
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
  const pacing = createPacing(queue, timing, now)
  const progress = createProgressBoard(timing.progressIntervalMs, now)
  const acneApplication = createAcneLookup(timing.applicationsTtlMs, now)
  let current: { id: string; controller: AbortController } | null = null
  let running: Promise<void> | null = null
  let stopping = false
  let wakeUp: (() => void) | null = null
  let wokenEarly = false

  const noHolds: ReadonlyMap<string, AppErrorPayload | null> = new Map()
  const holds = () => deps.held?.() ?? noHolds
  const live = (id: string, held = holds()) => ({
    progress: progress.of(id),
    retry: pacing.retryOf(id),
    waitsFor: held.get(id) ?? null,
  })
  const item = (id: string) => {
    const record = queue.get(id)
    return record ? toQueueItem(record, live(id)) : null
  }
  const changed = (id: string) => {
    const found = item(id)
    if (found) deps.emit(found)
  }
  const forget = (id: string) => {
    pacing.forget(id)
    progress.forget(id)
  }

  /** What the service has acknowledged of a capture so far: a change during a step means it answered. */
  const progressMark = (record: CaptureRecord | null) =>
    record
      ? [
          record.capture.batch_id,
          record.capture.expect_acne,
          record.capture.computed,
          ...record.sides.map((s) => `${s.upload === 'done' ? 'stored' : ''}:${s.image_id ?? ''}`),
        ].join('|')
      : ''

  /** Runs one step of a capture with the service; false when the worker must pause (no session). */
  async function step(id: string, work: (ctx: StepContext) => Promise<void>): Promise<boolean> {
    const controller = new AbortController()
    current = { id, controller }
    const recovering = pacing.backingOff(id)
    const before = progressMark(queue.get(id))
    let baseUrl: string | undefined
    try {
      await deps.api(async (api) => {
        baseUrl = api.http.baseUrl
        await work({
          ...stores,
          api,
          signal: controller.signal,
          dataDir: deps.dataDir,
          seal: deps.seal,
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
      // the backoff is over: the queue stops saying "retrying in …"
      if (recovering) changed(id)
      return true
    } catch (error) {
      // Whatever was sent of a side is lost with the request: a side sent again counts from 0.
      progress.forget(id)
      if (controller.signal.aborted) return true
      const failure = classifyFailure(error, baseUrl)
      if (failure.problem.code === 'internal') deps.onInternalError?.(error)
      if (!pacing.afterFailure(id, failure, progressMark(queue.get(id)) !== before)) return false
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

  /**
   * The captures the worker may step: the uploaded ones (results polls), then the oldest still to upload. A capture
   * of a subject created here and still in the outbox waits for it (the outbox moves it to the service's id), and one
   * taken under a consent still in the outbox waits for that (`held`).
   */
  function candidates(): CaptureRecord[] {
    const held = holds()
    const active = queue
      .active()
      .filter((record) => !isLocalSubjectId(record.capture.subject_id) && !held.has(record.capture.id))
    const head = active.find((record) => !isUploaded(record))
    return head ? [...active.filter(isUploaded), head] : active.filter(isUploaded)
  }

  async function runOnce(): Promise<number | null> {
    if (stopping) return null
    const steppable = candidates()
    const due = steppable.find((record) => pacing.dueAt(record.capture.id) <= now())
    if (due) {
      const id = due.capture.id
      const carriedOn = isUploaded(due) ? await pollStep(id) : await uploadStep(id)
      return carriedOn ? 0 : null
    }
    if (steppable.length === 0) return null
    const next = Math.min(...steppable.map((record) => pacing.dueAt(record.capture.id)))
    return Math.max(1, next - now())
  }

  /**
   * Until `ms` have passed (null: until woken) or wake() is called. Always through the event loop: for a wait
   * of 0 or a wake that came during the pass, the next pass still waits for a macrotask (setImmediate).
   */
  function sleep(ms: number | null): Promise<void> {
    return new Promise((resolve) => {
      if (ms === 0 || wokenEarly) {
        wokenEarly = false
        setImmediate(resolve)
        return
      }
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
    // Photos of captures finished before this version deleted them on the spot.
    for (const record of queue.list())
      if (record.capture.state === 'done')
        await removeCaptureFiles(deps.dataDir, record.capture.id).catch(deps.onInternalError)
    while (!stopping) {
      let wait: number | null
      try {
        wait = await runOnce()
      } catch (error) {
        deps.onInternalError?.(error)
        wait = timing.offlineMaxMs
      }
      if (!stopping) await sleep(wait)
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
    list: () => {
      const held = holds()
      return queue.list().map((record) => toQueueItem(record, live(record.capture.id, held)))
    },
    retry: (captureId) => retryCapture(queue, captureId, hooks),
    cancel: (captureId) => cancelCapture(queue, captureId, hooks),
    resumeRejectedKey: () => resumeRejectedKey(queue, hooks),
  }
}
