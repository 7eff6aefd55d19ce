export const BACKOFF_BASE_MS = 300
export const BACKOFF_CAP_MS = 5_000

/**
 * Exponential backoff with full jitter: a uniform delay in [0, min(cap, base * 2^attempt)).
 * `attempt` counts from 0 for the first retry.
 */
export function backoffDelayMs(
  attempt: number,
  random: () => number = Math.random,
  baseMs = BACKOFF_BASE_MS,
  capMs = BACKOFF_CAP_MS,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt))
  const fraction = Math.min(Math.max(random(), 0), 1)
  return Math.floor(fraction * ceiling)
}

/**
 * Parses a Retry-After header: delta seconds or an HTTP date. Returns milliseconds to wait
 * (never negative), or null when the header is missing or unreadable.
 */
export function parseRetryAfterMs(
  value: string | null | undefined,
  nowMs: number = Date.now(),
): number | null {
  if (value === null || value === undefined) return null
  const text = value.trim()
  if (text === '') return null
  if (/^\d+$/.test(text)) return Number(text) * 1000
  if (!/[a-z]/i.test(text)) return null
  const at = Date.parse(text)
  if (Number.isNaN(at)) return null
  return Math.max(0, at - nowMs)
}
