/** How the worker paces itself. Tests shorten these; nothing here is asserted on as wall-clock time. */
export interface QueueTiming {
  /**
   * Results polling: first wait, growth factor, longest wait. A short first wait, growing by half each time:
   * the local service answers in about a second, and the real one in several (0.25, 0.6, 1.2, 2, 3.3, 5.2 s …).
   */
  pollFirstMs: number
  pollFactor: number
  pollMaxMs: number
  /** Give up waiting for results after this long (a successful poll past it without the results). */
  resultsTimeoutMs: number
  /**
   * How long after its upload a capture whose own analyses are done still waits for other applications attached
   * to the dataset (the workstation does not know whether they answer single images).
   */
  otherAnalysesGraceMs: number
  /** Waiting for the network to come back: first wait and longest wait (doubling). */
  offlineFirstMs: number
  offlineMaxMs: number
  /** After a 5xx or 429 without Retry-After: first wait (doubling, capped by offlineMaxMs). */
  serverRetryMs: number
  /** Consecutive 5xx answers on one capture before it is marked failed. */
  maxServerFailures: number
  /** Upload progress events per capture at most this often. */
  progressIntervalMs: number
  /** How long the list of applications (is acne enabled?) is reused. */
  applicationsTtlMs: number
}

export const defaultQueueTiming: QueueTiming = {
  pollFirstMs: 250,
  pollFactor: 1.5,
  pollMaxMs: 10_000,
  resultsTimeoutMs: 5 * 60_000,
  otherAnalysesGraceMs: 2 * 60_000,
  offlineFirstMs: 2_000,
  offlineMaxMs: 30_000,
  serverRetryMs: 1_000,
  maxServerFailures: 8,
  progressIntervalMs: 100,
  applicationsTtlMs: 60_000,
}

export function grow(delayMs: number, factor: number, maxMs: number): number {
  return Math.min(maxMs, Math.round(delayMs * factor))
}
