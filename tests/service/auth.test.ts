import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startService, type RunningService } from '../../src-service/server'
import { datasetSchema, expectError, pageSchema, startHarness, type Harness } from './support'

let h: Harness
let other: RunningService
beforeAll(async () => {
  h = await startHarness({ rateLimit: false })
  other = await startService({ seedDemo: true })
})
afterAll(async () => {
  await h.service.close()
  await other.close()
})

const datasets = () => h.companyPath('/datasets/')

function base64urlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

describe('API key authentication', () => {
  it('a valid key gets 200', async () => {
    expect((await h.call('GET', datasets())).status).toBe(200)
  })

  it('missing credentials → 401 invalid_token with WWW-Authenticate', async () => {
    const reply = await h.call('GET', datasets(), { token: null })
    expectError(reply, 401, 'client_error', 'invalid_token')
    expect(reply.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('other schemes and malformed tokens → 401', async () => {
    for (const authorization of [
      'Basic dXNlcjpwYXNz',
      'Bearer',
      'Bearer ',
      'Bearer not.a.jwt',
      `Token ${h.token}`,
      h.token,
    ]) {
      const reply = await h.call('GET', datasets(), { token: null, headers: { authorization } })
      expectError(reply, 401, 'client_error', 'invalid_token')
    }
  })

  it('a tampered payload → 401', async () => {
    const [head, , signature] = h.token.split('.')
    const forged = `${head}.${base64urlJson({ company_id: h.companyId, key_id: 'someone-else' })}.${signature}`
    expectError(await h.call('GET', datasets(), { token: forged }), 401, 'client_error', 'invalid_token')
  })

  it('an unsigned (alg none) token → 401', async () => {
    const payload = JSON.parse(Buffer.from(h.token.split('.')[1] ?? '', 'base64url').toString()) as unknown
    const unsigned = `${base64urlJson({ alg: 'none', typ: 'JWT' })}.${base64urlJson(payload)}.`
    expectError(await h.call('GET', datasets(), { token: unsigned }), 401, 'client_error', 'invalid_token')
  })

  it("a key signed by another service's secret → 401", async () => {
    const foreign = other.admin.createKey(other.admin.demoCompanyId() ?? '', { name: 'foreign' }).token
    expectError(await h.call('GET', datasets(), { token: foreign }), 401, 'client_error', 'invalid_token')
  })

  it('an expired key → 401; an unexpired one works', async () => {
    const expired = h.service.admin.createKey(h.companyId, {
      name: 'old',
      expiresAt: new Date(Date.now() - 60_000),
    })
    expectError(
      await h.call('GET', datasets(), { token: expired.token }),
      401,
      'client_error',
      'invalid_token',
    )
    const fresh = h.service.admin.createKey(h.companyId, {
      name: 'new',
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    expect((await h.call('GET', datasets(), { token: fresh.token })).status).toBe(200)
    const byDays = h.service.admin.createKey(h.companyId, { name: 'days', expiresInDays: 30 })
    expect((await h.call('GET', datasets(), { token: byDays.token })).status).toBe(200)
    const exp = JSON.parse(Buffer.from(byDays.token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: number
    }
    expect(exp.exp).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400)
  })

  it('a revoked key → 401, and it leaves the key list', async () => {
    const key = h.service.admin.createKey(h.companyId, { name: 'to revoke' })
    expect((await h.call('GET', datasets(), { token: key.token })).status).toBe(200)
    expect(h.service.admin.listKeys(h.companyId).map((k) => k.id)).toContain(key.id)
    h.service.admin.revokeKey(key.id)
    expectError(await h.call('GET', datasets(), { token: key.token }), 401, 'client_error', 'invalid_token')
    expect(h.service.admin.listKeys(h.companyId).map((k) => k.id)).not.toContain(key.id)
    expect(() => h.service.admin.revokeKey(key.id)).toThrow()
  })

  it('listKeys reports names and expiry', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000)
    const key = h.service.admin.createKey(h.companyId, { name: 'listed', expiresAt })
    const listed = h.service.admin.listKeys(h.companyId).find((k) => k.id === key.id)
    expect(listed).toEqual({ id: key.id, name: 'listed', expiresAt: expiresAt.toISOString() })
    expect(h.service.admin.listKeys(h.companyId).find((k) => k.name === 'tests')?.expiresAt).toBeNull()
  })
})

describe('company scope', () => {
  it("a valid key on another company's path → 403 forbidden", async () => {
    const company = h.service.admin.createCompany('Other Clinic')
    const path = `/api/v1/companies/${company.id}/datasets/`
    expectError(await h.call('GET', path), 403, 'client_error', 'forbidden')
    expectError(await h.call('POST', path, { body: { name: 'intrusion' } }), 403, 'client_error', 'forbidden')
    expectError(
      await h.call('GET', '/api/v1/companies/no-such-company/datasets/'),
      403,
      'client_error',
      'forbidden',
    )

    const ownKey = h.service.admin.createKey(company.id, { name: 'own' }).token
    const own = await h.call('GET', path, { token: ownKey })
    expect(own.status).toBe(200)
    expect(pageSchema(datasetSchema).parse(own.json).count).toBe(0)
    expectError(await h.call('GET', datasets(), { token: ownKey }), 403, 'client_error', 'forbidden')
  })

  it("another company cannot read this company's dataset even with its id", async () => {
    const page = pageSchema(datasetSchema).parse((await h.call('GET', datasets())).json)
    const datasetId = page.results[0]?.id ?? ''
    const company = h.service.admin.createCompany('Third Clinic')
    const key = h.service.admin.createKey(company.id, { name: 'k' }).token
    const path = `/api/v1/companies/${company.id}/datasets/${datasetId}/`
    expectError(await h.call('GET', path, { token: key }), 404, 'client_error', 'not_found')
  })
})
