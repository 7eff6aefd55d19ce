/** When a cached copy stands in for the service's answer, and what to say when there is none. */
import { isApiError, isOffline } from '../api'
import { AppFailure } from './appFailure'

/** Failures after which the cached answer is served instead: no answer, or the service is down or busy. */
export function servesFromCache(error: unknown): boolean {
  if (isOffline(error)) return true
  return isApiError(error) && error.status !== null && (error.status >= 500 || error.status === 429)
}

export function isFresh(fetchedAt: string, now: Date, freshForMs: number): boolean {
  const age = now.getTime() - Date.parse(fetchedAt)
  return age >= 0 && age < freshForMs
}

/** The failure to report when nothing was cached: offline, that it was never kept here; else the service's own. */
export function withoutCopy(error: unknown): unknown {
  return isOffline(error) ? new AppFailure('not_cached', {}, null, error.message) : error
}

/** Asks the service; when it cannot answer, the cached copy, if there is one. */
export async function readThrough<T>(ask: () => Promise<T>, cached: () => T | null): Promise<T> {
  try {
    return await ask()
  } catch (e) {
    if (!servesFromCache(e)) throw e
    const kept = cached()
    if (kept !== null) return kept
    throw withoutCopy(e)
  }
}
