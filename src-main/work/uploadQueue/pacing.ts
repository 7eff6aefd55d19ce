/**
 * When each capture is next due, and what a failed step does to it: wait for the network (one shared, doubling
 * delay), wait out a 429, back off after a 5xx (failing after too many in a row), or fail the capture.
 */
import type { CaptureQueueStore } from '../../store/captureQueue'
import type { QueueFailure } from './failure'
import { queueEvents } from './states'
import { grow, type QueueTiming } from './timing'

interface Schedule {
  dueAt: number
  /** The wait is for the network, not for the service: it ends as soon as the service answers again. */
  forNetwork: boolean
  pollDelayMs: number
  serverFailures: number
}

export interface Pacing {
  dueAt(id: string): number
  /** A step or a probe went through: the network is back, captures waiting only for it are due now. */
  reachedService(): void
  /** The capture is on the service: the first poll after the first wait. */
  afterUpload(id: string): void
  /** The results are not all there yet: poll again after a growing wait. */
  afterPoll(id: string): void
  /** Applies a failed step to the capture's state and schedule; false when the worker has to pause. */
  afterFailure(id: string, failure: QueueFailure): boolean
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
        (found = { dueAt: 0, forNetwork: false, pollDelayMs: timing.pollFirstMs, serverFailures: 0 }),
      )
    return found
  }
  const fail = (id: string, problem: string) => {
    queue.setState(id, queueEvents.fail.to, queueEvents.fail.from, problem)
    schedules.delete(id)
  }

  return {
    dueAt: (id) => schedule(id).dueAt,
    reachedService() {
      offlineDelayMs = timing.offlineFirstMs
      for (const plan of schedules.values()) {
        if (plan.forNetwork) plan.dueAt = Math.min(plan.dueAt, now())
        plan.forNetwork = false
      }
    },
    afterUpload(id) {
      const plan = schedule(id)
      plan.serverFailures = 0
      plan.dueAt = now() + timing.pollFirstMs
      plan.pollDelayMs = grow(timing.pollFirstMs, timing.pollFactor, timing.pollMaxMs)
    },
    afterPoll(id) {
      const plan = schedule(id)
      plan.serverFailures = 0
      plan.dueAt = now() + plan.pollDelayMs
      plan.pollDelayMs = grow(plan.pollDelayMs, timing.pollFactor, timing.pollMaxMs)
    },
    afterFailure(id, failure) {
      const plan = schedule(id)
      const problem = JSON.stringify(failure.problem)
      plan.forNetwork = failure.kind === 'offline'
      switch (failure.kind) {
        case 'paused':
          return false
        case 'offline':
          queue.setState(id, queueEvents.offline.to, queueEvents.offline.from, problem)
          plan.dueAt = now() + offlineDelayMs
          offlineDelayMs = grow(offlineDelayMs, 2, timing.offlineMaxMs)
          return true
        case 'throttled':
          plan.dueAt = now() + (failure.retryAfterMs ?? timing.serverRetryMs)
          return true
        case 'server':
          plan.serverFailures += 1
          if (plan.serverFailures >= timing.maxServerFailures) fail(id, problem)
          else
            plan.dueAt =
              now() + Math.min(timing.serverRetryMs * 2 ** (plan.serverFailures - 1), timing.offlineMaxMs)
          return true
        case 'fatal':
          fail(id, problem)
          return true
      }
    },
    forget: (id) => void schedules.delete(id),
  }
}
