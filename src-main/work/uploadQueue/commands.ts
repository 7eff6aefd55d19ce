/** What the user can do to a capture: retry a failed or cancelled one, cancel an active one. */
import type { QueueItem } from '../../../src-shared/contract'
import type { CaptureQueueStore } from '../../store/accountDb/captureQueue'
import { AppFailure } from '../appFailure'
import { toQueueItem } from './queueItem'
import { queueEvents } from './states'

export interface CommandHooks {
  /** Drops the capture's schedule and progress. */
  forget(id: string): void
  changed(id: string): void
  wake(): void
  /** Aborts the capture's request in flight, if it has one. */
  abort(id: string): void
}

function mustGet(queue: CaptureQueueStore, id: string) {
  const record = queue.get(id)
  if (!record) throw new AppFailure('not_found', {}, 'captureId')
  return record
}

/** A failed or cancelled capture goes back to the queue (results polling starts its wait again). */
export function retryCapture(queue: CaptureQueueStore, id: string, hooks: CommandHooks): QueueItem {
  const { capture } = mustGet(queue, id)
  if (queue.setState(id, queueEvents.retry.to, queueEvents.retry.from)) {
    if (capture.processing_since !== null) queue.setProcessingSince(id, null)
    hooks.forget(id)
    hooks.changed(id)
    hooks.wake()
  }
  return toQueueItem(mustGet(queue, id))
}

/**
 * Stops an active capture. A batch already created stays on the service with the sides sent so far (the spec
 * gives no reason to delete a patient's photos); a retry later sends only the missing sides into it.
 */
export function cancelCapture(queue: CaptureQueueStore, id: string, hooks: CommandHooks): QueueItem {
  mustGet(queue, id)
  if (queue.setState(id, queueEvents.cancel.to, queueEvents.cancel.from)) {
    hooks.abort(id)
    hooks.forget(id)
    hooks.changed(id)
  }
  return toQueueItem(mustGet(queue, id))
}

const failedOnKey = (problem: string | null) => {
  if (problem === null) return false
  const parsed: unknown = JSON.parse(problem)
  return typeof parsed === 'object' && parsed !== null && 'code' in parsed && parsed.code === 'key_rejected'
}

/** Once a new key is in: the captures that failed on the old one go back to the queue. */
export function resumeRejectedKey(queue: CaptureQueueStore, hooks: CommandHooks): void {
  for (const { capture } of queue.list()) {
    if (capture.state !== 'failed' || !failedOnKey(capture.problem)) continue
    if (queue.setState(capture.id, queueEvents.retry.to, queueEvents.retry.from)) {
      hooks.forget(capture.id)
      hooks.changed(capture.id)
    }
  }
  hooks.wake()
}
