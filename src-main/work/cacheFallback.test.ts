import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorKind } from '../api'
import { isFresh, servesFromCache } from './cacheFallback'

const failure = (kind: ApiErrorKind, status: number | null) =>
  new ApiError({ kind, status, method: 'GET', path: '/x/', code: 'c', detail: 'd' })

describe('servesFromCache', () => {
  it('serves the cache when the service cannot answer', () => {
    expect(servesFromCache(failure('network', null))).toBe(true)
    expect(servesFromCache(failure('timeout', null))).toBe(true)
    expect(servesFromCache(failure('http', 503))).toBe(true)
    expect(servesFromCache(failure('http', 429))).toBe(true)
  })

  it('does not hide answers that mean something', () => {
    expect(servesFromCache(failure('http', 401))).toBe(false)
    expect(servesFromCache(failure('http', 404))).toBe(false)
    expect(servesFromCache(new Error('bug'))).toBe(false)
  })
})

describe('isFresh', () => {
  const now = new Date('2024-06-01T10:00:00Z')
  it('is fresh within the window only, and never from the future', () => {
    expect(isFresh('2024-06-01T09:59:30.000Z', now, 60_000)).toBe(true)
    expect(isFresh('2024-06-01T09:58:59.000Z', now, 60_000)).toBe(false)
    expect(isFresh('2024-06-01T10:05:00.000Z', now, 60_000)).toBe(false)
    expect(isFresh('2024-06-01T10:00:00.000Z', now, 0)).toBe(false)
  })
})
