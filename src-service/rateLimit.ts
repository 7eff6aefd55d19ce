export interface RateLimitConfig {
  perSecond: number
  burst: number
}

export const defaultRateLimit: RateLimitConfig = { perSecond: 20, burst: 40 }

export interface RateLimiter {
  /** Spends one token of `key`'s bucket; returns null when allowed, else seconds until a token is back. */
  take(key: string): number | null
}

interface Bucket {
  tokens: number
  updatedAt: number
}

/** A token bucket per key: `burst` tokens, refilled at `perSecond`. */
export function createRateLimiter(
  config: RateLimitConfig,
  now: () => number = () => performance.now(),
): RateLimiter {
  if (!(config.perSecond > 0) || !(config.burst >= 1))
    throw new Error('rateLimit needs perSecond > 0 and burst >= 1')
  const buckets = new Map<string, Bucket>()
  return {
    take(key) {
      const time = now()
      const bucket = buckets.get(key) ?? { tokens: config.burst, updatedAt: time }
      bucket.tokens = Math.min(
        config.burst,
        bucket.tokens + ((time - bucket.updatedAt) / 1000) * config.perSecond,
      )
      bucket.updatedAt = time
      buckets.set(key, bucket)
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return null
      }
      return (1 - bucket.tokens) / config.perSecond
    },
  }
}
