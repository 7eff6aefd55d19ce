import { describe, expect, it } from 'vitest'
import { logAnswer } from './callLog'
import { dispatch } from './dispatch'
import { redactor, useLogger } from '../log/log'
import type { Handlers } from './handlers'
import { ApiError } from '../api'
import { AppFailure } from '../work/appFailure'

const page = {
  count: 0,
  page: 1,
  pageSize: 20,
  hasNext: false,
  hasPrevious: false,
  results: [],
  fromCache: false,
  fetchedAt: null,
}
const calls: unknown[] = []
const handlers = {
  'datasets.list': async (args: unknown) => {
    calls.push(args)
    return page
  },
  'datasets.get': async () => {
    throw new ApiError({
      kind: 'network',
      status: null,
      method: 'GET',
      path: '/x/',
      code: 'ECONNREFUSED',
      detail: 'refused',
    })
  },
  'auth.connect': async () => {
    throw new AppFailure('empty_key', {}, 'apiKey')
  },
  'auth.status': async () => ({ connected: 'not a boolean' }),
} as unknown as Handlers

describe('dispatch', () => {
  it('validates arguments and fills defaults before the handler runs', async () => {
    const outcome = await dispatch(handlers, 'datasets.list', {})
    expect(outcome).toEqual({ ok: true, value: page })
    expect(calls.at(-1)).toEqual({ page: 1, pageSize: 20 })
    const bad = await dispatch(handlers, 'datasets.list', { page: -1 })
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error.code).toBe('bad_request')
    expect(calls).toHaveLength(1)
  })

  it('refuses ids that could steer a request to another path, before any handler runs', async () => {
    const before = calls.length
    for (const datasetId of ['..', '../companies/other', 'a/b', '%2e%2e', 'a?b=1', 'a#b', 'a b', 'a.b', '']) {
      const outcome = await dispatch(handlers, 'datasets.get', { datasetId })
      expect(outcome, datasetId).toMatchObject({ ok: false, error: { code: 'bad_request' } })
    }
    expect(calls).toHaveLength(before)
    // a UUID, as the service gives them, goes through to the handler
    const uuid = await dispatch(handlers, 'datasets.get', {
      datasetId: '0f8a5c1e-3b6d-4f1a-9c2e-7d4b8a6e1f30',
    })
    expect(uuid).toMatchObject({ ok: false, error: { code: 'unreachable' } })
  })

  it('refuses unknown channels and prototype names', async () => {
    for (const name of ['nope.nothing', '__proto__', 'constructor']) {
      const outcome = await dispatch(handlers, name, {})
      expect(outcome.ok).toBe(false)
    }
  })

  it('maps failures to translatable codes, naming the host for network errors', async () => {
    const offline = await dispatch(
      handlers,
      'datasets.get',
      { datasetId: 'd' },
      { baseUrl: () => 'https://svc.example:8443' },
    )
    expect(offline).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'unreachable', params: { host: 'svc.example:8443' } }),
    })
    const field = await dispatch(handlers, 'auth.connect', { baseUrl: 'a', companyId: 'b', apiKey: '' })
    expect(field).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'empty_key', field: 'apiKey' }),
    })
  })

  it('tells the log of each call of a known channel: its name, its outcome and its time, never its arguments', async () => {
    const lines: string[] = []
    const release = useLogger({
      dir: null,
      write: (level, scope, parts) => lines.push(`${level} (${scope}) ${redactor.line(parts)}`),
    })
    const options = { onAnswered: logAnswer }
    await dispatch(handlers, 'datasets.list', { page: 2 }, options)
    await dispatch(
      handlers,
      'auth.connect',
      { baseUrl: 'a', companyId: 'b', apiKey: 'sk-secret-typed' },
      options,
    )
    await dispatch(handlers, 'datasets.list', { page: -1 }, options)
    await dispatch(handlers, 'nope.nothing', {}, options)
    release()
    expect(lines.map((line) => line.replace(/\d+ ms$/, 'N ms'))).toEqual([
      'info (ipc) datasets.list ok N ms',
      'warn (ipc) auth.connect failed empty_key (field apiKey) N ms',
      'warn (ipc) datasets.list failed bad_request N ms',
    ])
    expect(lines.join('\n')).not.toContain('sk-secret-typed')
  })

  it('holds main to the contract when asked to (tests): an answer that breaks it is an internal failure', async () => {
    const outcome = await dispatch(handlers, 'auth.status', {}, { checkResults: true })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.error.code).toBe('internal')
  })
})
