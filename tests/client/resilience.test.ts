import { beforeEach, describe, expect, it, vi, test } from '../support/fixtures'
import { isAuthError } from '../../src-main/api/errors'
import type { ClientWorld } from '../support/world'
import { apiFailure as failure } from '../support/failures'

let fixture: ClientWorld

test.beforeAll(async ({ clientWorld }) => {
  fixture = clientWorld
})

beforeEach(() => {
  fixture.sleeps.length = 0
})

const datasetsRoute = '/api/v1/companies/:cid/datasets/'

describe('retries against the local service', () => {
  it('gets through two 503 answers', async () => {
    const before = fixture.service.admin.requestCount('GET', datasetsRoute)
    fixture.service.admin.failNext(2, 503)
    const page = await fixture.api().datasets.list()
    expect(page.results.some((dataset) => dataset.name === 'Main clinic')).toBe(true)
    expect(fixture.sleeps).toHaveLength(2)
    expect(fixture.service.admin.requestCount('GET', datasetsRoute) - before).toBe(3)
  })

  it('waits out a 429 for its Retry-After', async () => {
    fixture.service.admin.failNext(1, 429, { retryAfterSeconds: 1 })
    const page = await fixture.api().datasets.list()
    expect(page.count).toBeGreaterThan(0)
    expect(fixture.sleeps).toEqual([1000])
  })

  it('does not retry a POST on 503', async () => {
    const before = fixture.service.admin.requestCount('POST', datasetsRoute)
    fixture.service.admin.failNext(1, 503)
    const error = await failure(fixture.api().datasets.create({ name: 'Never twice' }))
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable' })
    expect(fixture.service.admin.requestCount('POST', datasetsRoute) - before).toBe(1)
    expect((await fixture.api().datasets.all()).some((dataset) => dataset.name === 'Never twice')).toBe(false)
  })

  it('gives up on a lasting 500 with the standard body', async () => {
    fixture.service.admin.failNext(4, 500)
    const error = await failure(fixture.api().datasets.list())
    expect(error).toMatchObject({ status: 500, type: 'server_error', code: 'internal_server_error' })
    expect(fixture.sleeps).toHaveLength(3)
  })
})

describe('auth failures against the local service', () => {
  it('turns a revoked key into 401 invalid_token and tells the app', async () => {
    const { id, token } = fixture.service.admin.createKey(fixture.companyId, { name: 'to revoke' })
    const onUnauthorized = vi.fn()
    const api = fixture.api({ apiKey: token, onUnauthorized })
    await expect(api.datasets.list()).resolves.toMatchObject({ page: 1 })
    fixture.service.admin.revokeKey(id)
    const error = await failure(api.datasets.list())
    expect(isAuthError(error)).toBe(true)
    expect(error).toMatchObject({ status: 401, type: 'client_error', code: 'invalid_token' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(error.message).not.toContain(token)
  })

  it('turns an expired key into 401 invalid_token', async () => {
    const { token } = fixture.service.admin.createKey(fixture.companyId, {
      name: 'expired',
      expiresAt: new Date(Date.now() - 60_000),
    })
    const error = await failure(fixture.api({ apiKey: token }).datasets.list())
    expect(error).toMatchObject({ status: 401, code: 'invalid_token' })
  })

  it('answers 403 forbidden for another company in the path', async () => {
    const other = fixture.service.admin.createCompany('Other clinic')
    const onUnauthorized = vi.fn()
    const error = await failure(fixture.api({ companyId: other.id, onUnauthorized }).datasets.list())
    expect(error).toMatchObject({ status: 403, type: 'client_error', code: 'forbidden' })
    expect(isAuthError(error)).toBe(false)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('answers 404 not_found for a dataset that does not exist', async () => {
    const error = await failure(fixture.api().datasets.get('00000000-0000-4000-8000-000000000000'))
    expect(error).toMatchObject({ status: 404, code: 'not_found' })
  })
})
