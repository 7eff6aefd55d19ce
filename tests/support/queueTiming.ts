import type { QueueTiming } from '../../src-main/work/uploadQueue/timing'

/** The worker's pace for tests: the same steps, with waits of milliseconds instead of seconds. */
export const fastQueueTiming: Partial<QueueTiming> = {
  pollFirstMs: 20,
  pollMaxMs: 200,
  offlineFirstMs: 20,
  offlineMaxMs: 200,
  serverRetryMs: 10,
  resultsTimeoutMs: 120_000,
  progressIntervalMs: 0,
}

/** The HTTP client's backoff and Retry-After waits, shortened. */
export const shortSleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(ms, 20)))
