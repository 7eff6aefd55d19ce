/**
 * When each capture is next due, and what a failed step does to it: wait for the network (one shared, doubling
 * delay), back off after a dropped connection, a 429 or a 5xx (failing after too many in a row), or fail the
 * capture. A backoff is published with the capture (`retry`), so the queue can say "retrying in 12 s".
 * A failed step has already had api/http.ts's retries of its one request: docs/ARCHITECTURE.md, "Retries, end to end".
 */
import type { QueueRetry } from '../../../src-shared/contract'
import type { CaptureQueueStore } from '../../store/accountDb/captureQueue'
import type { QueueFailure } from './failure'
import { queueEvents } from './states'
import { grow, type QueueTiming } from './timing'

interface Schedule {
  /** 0 for a capture never stepped: due at once. */
  dueAt: number
  /** The wait is for the network, not for the service: it ends as soon as the service answers again. */
  forNetwork: boolean
  /** Why the capture waits, when it waits after a failed request. */
  backoff: QueueRetry['reason'] | null
  pollDelayMs: number
  /** Failed requests in a row of any kind but the network's: they make the backoff grow. */
  retries: number
  /** Of those, the 5xx and dropped connections: too many in a row fail the capture (a 429 never does). */
  serverFailures: number
}

export interface Pacing {
  dueAt(id: string): number
  /** The backoff the capture is in, if any: when it is tried again, and why. */
  retryOf(id: string): QueueRetry | null
  /** Whether the capture's last step failed into a backoff (due or not). */
  backingOff(id: string): boolean
  /** A step or a probe went through: the network is back, captures waiting only for it are due now. */
  reachedService(): void
  /** The capture is on the service: the first poll after the first wait. */
  afterUpload(id: string): void
  /** The results are not all there yet: poll again after a growing wait. */
  afterPoll(id: string): void
  /**
   * Applies a failed step to the capture's state and schedule; false when the worker has to pause.
   * `progressed`: the service answered part of the step (a batch made, a side stored) before it failed, so the
   * 5xx answers before it are no longer "in a row".
   */
  afterFailure(id: string, failure: QueueFailure, progressed?: boolean): boolean
  forget(id: string): void
}

export function createPacing(queue: CaptureQueueStore, timing: QueueTiming, now: () => number): Pacing {
  const schedules = new Map<string, Schedule>()
  let offlineDelayMs = timing.offlineFirstMs

  const schedule = (id: string): Schedule => {
    let found = schedules.get(id)
    if (!found)
      schedules.set(
        id,
        (found = {
          dueAt: 0,
          forNetwork: false,
          backoff: null,
          pollDelayMs: timing.pollFirstMs,
          retries: 0,
          serverFailures: 0,
        }),
      )
    return found
  }
  const fail = (id: string, problem: string) => {
    queue.setState(id, queueEvents.fail.to, queueEvents.fail.from, problem)
    schedules.delete(id)
  }
  /**
   * A doubling backoff after a failed request, never shorter than the service asked for (Retry-After) nor than
   * serverRetryMs: a service that fails at once, again and again, is not asked again in a tight loop.
   */
  const backOff = (plan: Schedule, reason: QueueRetry['reason'], askedMs: number | null = null) => {
    plan.retries += 1
    const growing = Math.min(timing.serverRetryMs * 2 ** (plan.retries - 1), timing.offlineMaxMs)
    plan.backoff = reason
    plan.dueAt = now() + Math.max(askedMs ?? 0, growing)
  }
  const answered = (plan: Schedule) => {
    plan.retries = 0
    plan.serverFailures = 0
    plan.backoff = null
  }

  return {
    dueAt: (id) => schedule(id).dueAt,
    retryOf(id) {
      const plan = schedules.get(id)
      if (!plan?.backoff || plan.dueAt <= now()) return null
      return { at: new Date(plan.dueAt).toISOString(), reason: plan.backoff }
    },
    backingOff: (id) => (schedules.get(id)?.backoff ?? null) !== null,
    reachedService() {
      offlineDelayMs = timing.offlineFirstMs
      for (const plan of schedules.values()) {
        if (plan.forNetwork) plan.dueAt = Math.min(plan.dueAt, now())
        plan.forNetwork = false
      }
    },
    afterUpload(id) {
      const plan = schedule(id)
      answered(plan)
      plan.dueAt = now() + timing.pollFirstMs
      plan.pollDelayMs = grow(timing.pollFirstMs, timing.pollFactor, timing.pollMaxMs)
    },
    afterPoll(id) {
      const plan = schedule(id)
      answered(plan)
      plan.dueAt = now() + plan.pollDelayMs
      plan.pollDelayMs = grow(plan.pollDelayMs, timing.pollFactor, timing.pollMaxMs)
    },
    afterFailure(id, failure, progressed = false) {
      const plan = schedule(id)
      if (progressed) plan.serverFailures = 0
      const problem = JSON.stringify(failure.problem)
      plan.forNetwork = failure.kind === 'offline'
      plan.backoff = null
      switch (failure.kind) {
        case 'paused':
          return false
        case 'offline':
          queue.setState(id, queueEvents.offline.to, queueEvents.offline.from, problem)
          plan.dueAt = now() + offlineDelayMs
          offlineDelayMs = grow(offlineDelayMs, 2, timing.offlineMaxMs)
          return true
        case 'throttled':
          backOff(plan, 'busy', failure.retryAfterMs)
          return true
        case 'server':
        case 'dropped':
          plan.serverFailures += 1
          if (plan.serverFailures >= timing.maxServerFailures) fail(id, problem)
          else backOff(plan, failure.kind === 'server' ? 'busy' : 'connection')
          return true
        case 'fatal':
          fail(id, problem)
          return true
      }
    },
    forget: (id) => void schedules.delete(id),
  }
}
