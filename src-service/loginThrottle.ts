export interface LoginThrottle {
  /** Seconds until `username` may try again, or null when it is not locked out. */
  lockedFor(username: string): number | null
  recordFailure(username: string): void
  clear(username: string): void
}

/** Brute-force protection: `maxFailures` failed logins for one username within `windowMs` lock it out. */
export function createLoginThrottle(
  maxFailures = 5,
  windowMs = 15 * 60_000,
  now = () => Date.now(),
): LoginThrottle {
  const failures = new Map<string, number[]>()
  const keyOf = (username: string) => username.toLowerCase()

  function recent(username: string): number[] {
    const since = now() - windowMs
    const times = (failures.get(keyOf(username)) ?? []).filter((t) => t > since)
    failures.set(keyOf(username), times)
    return times
  }

  return {
    lockedFor(username) {
      const times = recent(username)
      if (times.length < maxFailures) return null
      const oldestCounted = times[times.length - maxFailures] ?? now()
      return (oldestCounted + windowMs - now()) / 1000
    },
    recordFailure(username) {
      recent(username).push(now())
    },
    clear(username) {
      failures.delete(keyOf(username))
    },
  }
}
