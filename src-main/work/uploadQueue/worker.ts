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
 *
 * Its parts share one state (workerState.ts): a pass and its step (workerPass.ts), the loop and its sleep
 * (workerLoop.ts); retry, cancel and a new key's resume are commands.ts.
 */
import type { QueueItem } from '../../../src-shared/contract'
import { cancelCapture, resumeRejectedKey, retryCapture, type CommandHooks } from './commands'
import { toQueueItem } from './queueItem'
import type { QueueStores } from './stepContext'
import { start, stop, wake } from './workerLoop'
import { runOnce } from './workerPass'
import { changed, createWorkerState, forget, holds, itemOf, live, type UploadWorkerDeps } from './workerState'

export type { ApiRunner, UploadWorkerDeps } from './workerState'

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

export function createUploadWorker(deps: UploadWorkerDeps): UploadWorker {
  const state = createWorkerState(deps)
  const { queue } = state
  const hooks: CommandHooks = {
    forget: (id) => forget(state, id),
    changed: (id) => changed(state, id),
    wake: () => wake(state),
    abort: (id) => {
      if (state.current?.id === id) state.current.controller.abort()
    },
  }

  return {
    ...state.stores,
    start: () => start(state),
    stop: () => stop(state),
    runOnce: () => runOnce(state),
    wake: () => wake(state),
    networkBack() {
      state.pacing.reachedService()
      wake(state)
    },
    item: (id) => itemOf(state, id),
    publish: (id) => changed(state, id),
    list: () => {
      const held = holds(state)
      return queue.list().map((record) => toQueueItem(record, live(state, record.capture.id, held)))
    },
    retry: (captureId) => retryCapture(queue, captureId, hooks),
    cancel: (captureId) => cancelCapture(queue, captureId, hooks),
    resumeRejectedKey: () => resumeRejectedKey(queue, hooks),
  }
}
