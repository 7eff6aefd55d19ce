import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startService, type RunningService } from '../../src-service/server'
import { expectError, startHarness, type Harness } from './support'

describe('rate limit per key (token bucket)', () => {
  let tight: Harness
  beforeAll(async () => {
    tight = await startHarness({ rateLimit: { perSecond: 2, burst: 3 } })
  })
  afterAll(async () => {
    await tight.service.close()
  })

  it('after the burst → 429 too_many_attempts_try_later with Retry-After; tokens come back', async () => {
    const path = tight.companyPath('/datasets/')
    for (let i = 0; i < 3; i++) expect((await tight.call('GET', path)).status).toBe(200)
    const limited = await tight.call('GET', path)
    expectError(limited, 429, 'client_error', 'too_many_attempts_try_later')
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect((await tight.call('GET', path)).status).toBe(200)
  })

  it('each key has its own bucket', async () => {
    const path = tight.companyPath('/datasets/')
    const first = tight.service.admin.createKey(tight.companyId, { name: 'a' }).token
    const second = tight.service.admin.createKey(tight.companyId, { name: 'b' }).token
    for (let i = 0; i < 3; i++) await tight.call('GET', path, { token: first })
    expect((await tight.call('GET', path, { token: first })).status).toBe(429)
    expect((await tight.call('GET', path, { token: second })).status).toBe(200)
  })

  it('invalid credentials are rejected with 401, not counted against a key', async () => {
    const path = tight.companyPath('/datasets/')
    for (let i = 0; i < 5; i++) {
      expectError(await tight.call('GET', path, { token: 'bogus' }), 401, 'client_error', 'invalid_token')
    }
  })
})

describe('default limit: 20/s with a burst of 40', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(async () => {
    await h.service.close()
  })

  it('a burst of 40 passes at once and a sustained flood is throttled', async () => {
    const path = h.companyPath('/datasets/')
    const replies = await Promise.all(Array.from({ length: 60 }, () => h.call('GET', path)))
    const ok = replies.filter((r) => r.status === 200).length
    const limited = replies.filter((r) => r.status === 429)
    expect(ok).toBeGreaterThanOrEqual(40)
    expect(ok).toBeLessThan(60)
    expect(ok + limited.length).toBe(60)
    for (const reply of limited) expectError(reply, 429, 'client_error', 'too_many_attempts_try_later')
  })
})

describe('rateLimit: false', () => {
  let service: RunningService
  beforeAll(async () => {
    service = await startService({ seedDemo: true, rateLimit: false })
  })
  afterAll(async () => {
    await service.close()
  })

  it('never throttles', async () => {
    const companyId = service.admin.demoCompanyId() ?? ''
    const token = service.admin.createKey(companyId, { name: 'x' }).token
    const url = `${service.baseUrl}/api/v1/companies/${companyId}/datasets/`
    const statuses = await Promise.all(
      Array.from(
        { length: 80 },
        async () => (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status,
      ),
    )
    expect(statuses.every((status) => status === 200)).toBe(true)
  })
})
