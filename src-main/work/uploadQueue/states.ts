/**
 * The queue's state machine. The worker derives what to do next from the recorded facts (batch id, image ids);
 * the state is what the UI shows, moved only by these events, each from a fixed set of states. Every move is a
 * conditional update, so a capture cancelled meanwhile stays cancelled.
 */
import type { QueueState } from '../../../src-shared/contract'

export type QueueEvent = 'upload' | 'offline' | 'uploaded' | 'results_ready' | 'fail' | 'cancel' | 'retry'

const ACTIVE: readonly QueueState[] = ['queued', 'uploading', 'waiting_offline', 'processing']

export const queueEvents: Readonly<Record<QueueEvent, { from: readonly QueueState[]; to: QueueState }>> = {
  /** The worker starts (or resumes) sending a capture. */
  upload: { from: ['queued', 'waiting_offline', 'uploading'], to: 'uploading' },
  /** The service could not be reached; the worker retries on its own. */
  offline: { from: ACTIVE, to: 'waiting_offline' },
  /** Every side is on the service (or a poll went through again): waiting for the analysis. */
  uploaded: { from: ACTIVE, to: 'processing' },
  results_ready: { from: ['processing'], to: 'done' },
  fail: { from: ACTIVE, to: 'failed' },
  cancel: { from: ACTIVE, to: 'cancelled' },
  retry: { from: ['failed', 'cancelled'], to: 'queued' },
}

/** The state after `event`, or null when the event does not apply in `state`. */
export function nextState(state: QueueState, event: QueueEvent): QueueState | null {
  const { from, to } = queueEvents[event]
  return from.includes(state) ? to : null
}

export function isActive(state: QueueState): boolean {
  return ACTIVE.includes(state)
}
