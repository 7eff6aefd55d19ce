import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorInit } from '../../api/errors'
import { AppFailure } from '../appFailure'
import { UnreachableError } from '../reachability'
import { classifyFailure, isSideTaken } from './failure'

const api = (init: Partial<ApiErrorInit>) =>
  new ApiError({ kind: 'http', status: 500, method: 'POST', path: '/x/', code: 'x', detail: 'x', ...init })

describe('queue failure classification', () => {
  it('waits for the network only when the service cannot be reached (a probe said so)', () => {
    const refused = api({ kind: 'network', status: null })
    expect(classifyFailure(new UnreachableError(refused), 'http://127.0.0.1:1')).toMatchObject({
      kind: 'offline',
      problem: { code: 'unreachable', params: { host: '127.0.0.1:1' } },
    })
    expect(classifyFailure(new UnreachableError(api({ kind: 'timeout', status: null }))).kind).toBe('offline')
    expect(classifyFailure(new UnreachableError(null)).problem.code).toBe('unreachable')
  })

  it('backs off one request whose connection dropped or timed out while the service can be reached', () => {
    expect(classifyFailure(api({ kind: 'network', status: null }), 'http://127.0.0.1:1')).toMatchObject({
      kind: 'dropped',
      problem: { code: 'unreachable', params: { host: '127.0.0.1:1' } },
    })
    expect(classifyFailure(api({ kind: 'timeout', status: null })).kind).toBe('dropped')
  })

  it('backs off on 429 (with its Retry-After) and on 5xx or unreadable answers', () => {
    expect(classifyFailure(api({ status: 429, retryAfterSeconds: 3 }))).toMatchObject({
      kind: 'throttled',
      retryAfterMs: 3000,
    })
    expect(classifyFailure(api({ status: 503 })).kind).toBe('server')
    expect(classifyFailure(api({ kind: 'invalid_response', status: 200 })).kind).toBe('server')
  })

  it('fails on a rejected key, a refusal or a validation error, with the service message', () => {
    expect(classifyFailure(api({ status: 401 })).problem.code).toBe('key_rejected')
    expect(classifyFailure(api({ status: 403 })).kind).toBe('fatal')
    expect(
      classifyFailure(api({ status: 400, attr: 'b64data', detail: 'The image could not be decoded.' })),
    ).toMatchObject({
      kind: 'fatal',
      problem: {
        code: 'validation',
        field: 'b64data',
        params: { message: 'The image could not be decoded.' },
      },
    })
  })

  it('pauses without a session and fails on its own checks', () => {
    expect(classifyFailure(new AppFailure('not_connected')).kind).toBe('paused')
    expect(classifyFailure(new AppFailure('acne_unavailable'))).toMatchObject({
      kind: 'fatal',
      problem: { code: 'acne_unavailable' },
    })
    expect(classifyFailure(new Error('bug')).problem.code).toBe('internal')
  })

  it('recognises the refusal of a second image for a side', () => {
    expect(isSideTaken(api({ status: 400, attr: 'side_id' }))).toBe(true)
    expect(isSideTaken(api({ status: 400, attr: 'b64data' }))).toBe(false)
  })
})
