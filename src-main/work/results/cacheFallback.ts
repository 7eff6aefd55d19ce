import { isApiError, isOffline } from '../../api'

/** Failures after which the cached answer is served instead: no answer, or the service is down or busy. */
export function servesFromCache(error: unknown): boolean {
  if (isOffline(error)) return true
  return isApiError(error) && error.status !== null && (error.status >= 500 || error.status === 429)
}

export function isFresh(fetchedAt: string, now: Date, freshForMs: number): boolean {
  const age = now.getTime() - Date.parse(fetchedAt)
  return age >= 0 && age < freshForMs
}
