import { describe, expect, it } from 'vitest'
import { networkCauseCode } from './networkCause'
import { BACKOFF_CAP_MS, backoffDelayMs, parseRetryAfterMs } from './retryPolicy'

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2025-03-01T12:00:00Z')

  it('reads delta seconds', () => {
    expect(parseRetryAfterMs('1', now)).toBe(1000)
    expect(parseRetryAfterMs(' 120 ', now)).toBe(120_000)
    expect(parseRetryAfterMs('0', now)).toBe(0)
  })

  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfterMs('Sat, 01 Mar 2025 12:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfterMs('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0)
  })

  it('gives null for missing or unreadable values', () => {
    expect(parseRetryAfterMs(null, now)).toBeNull()
    expect(parseRetryAfterMs(undefined, now)).toBeNull()
    expect(parseRetryAfterMs('', now)).toBeNull()
    expect(parseRetryAfterMs('-1', now)).toBeNull()
    expect(parseRetryAfterMs('1.5', now)).toBeNull()
    expect(parseRetryAfterMs('soon', now)).toBeNull()
  })
})

describe('backoffDelayMs', () => {
  it('is zero with random 0 and just under the ceiling with random near 1', () => {
    expect(backoffDelayMs(0, () => 0)).toBe(0)
    expect(backoffDelayMs(0, () => 0.999999)).toBe(299)
    expect(backoffDelayMs(1, () => 0.999999)).toBe(599)
    expect(backoffDelayMs(2, () => 0.5)).toBe(600)
  })

  it('never exceeds the cap however many attempts', () => {
    for (const attempt of [5, 6, 10, 60]) {
      expect(backoffDelayMs(attempt, () => 0.999999)).toBeLessThanOrEqual(BACKOFF_CAP_MS)
      expect(backoffDelayMs(attempt, () => 0.999999)).toBeGreaterThan(BACKOFF_CAP_MS - 10)
    }
  })

  it('stays within [0, ceiling] for any random value', () => {
    for (let step = 0; step <= 20; step += 1) {
      const delay = backoffDelayMs(3, () => step / 20)
      expect(delay).toBeGreaterThanOrEqual(0)
      expect(delay).toBeLessThanOrEqual(2400)
    }
    expect(backoffDelayMs(3, () => 7)).toBe(2400)
    expect(backoffDelayMs(3, () => -1)).toBe(0)
  })
})

describe('networkCauseCode', () => {
  it('finds the code behind fetch failed', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })
    expect(networkCauseCode(new TypeError('fetch failed', { cause }))).toBe('ECONNREFUSED')
  })

  it('looks inside an AggregateError', () => {
    const inner = Object.assign(new Error('getaddrinfo ENOTFOUND x'), { code: 'ENOTFOUND' })
    const error = new TypeError('fetch failed', { cause: new AggregateError([inner]) })
    expect(networkCauseCode(error)).toBe('ENOTFOUND')
  })

  it('maps socket hang up and gives null when nothing is known', () => {
    expect(networkCauseCode(new Error('socket hang up'))).toBe('ECONNRESET')
    expect(networkCauseCode(new TypeError('fetch failed'))).toBeNull()
    expect(networkCauseCode('weird')).toBeNull()
  })
})
