/**
 * Sign-in as each dialect answers it (documented: `/api/v1/auth/login/` with the documented answer, an integer
 * id, e-mail usernames, MFA refused) and private tokens in both dialects: create, list (`q`), revoke.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { DialectName } from '../../src-service/dialect/dialect'
import { expectError, startHarness, type Harness } from './support'

const isoMs = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe('sign-in (documented)', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ dialect: 'documented', rateLimit: false })
    h.service.admin.createUser(h.companyId, 'first@clinic.test', 'pw-first')
    h.service.admin.createUser(h.companyId, 'nurse@clinic.test', 'correct horse battery')
    h.service.admin.createUser(h.companyId, 'guarded@clinic.test', 'pw-guarded', { mfa: true })
  })
  afterAll(() => h?.service.close())
  const login = (body: unknown) => h.call('POST', '/api/v1/auth/login/', { body, token: null })

  const answerSchema = z.strictObject({
    id: z.number().int().positive(),
    email: z.string(),
    username: z.string(),
    company_id: z.string(),
    token_access: z.string().min(20),
    access_token: z.string().min(20),
    refresh_token: z.string().min(20),
    is_verified: z.boolean(),
    profile: z.strictObject({
      metadata: z.unknown(),
      full_name: z.string().nullable(),
      kyc_enabled: z.boolean(),
      terms_payment_accepted_at: z.unknown(),
      terms_and_policy_accepted_at: z.unknown(),
      feature_flags: z.record(z.string(), z.unknown()),
    }),
  })

  it('answers the documented shape with a stable integer id; the token works, the refresh token does not', async () => {
    const first = answerSchema.parse(
      (await login({ username: 'first@clinic.test', password: 'pw-first' })).json,
    )
    const reply = await login({ username: 'nurse@clinic.test', password: 'correct horse battery' })
    expect(reply.status, reply.text).toBe(200)
    const answer = answerSchema.parse(reply.json)
    expect(answer).toMatchObject({
      email: 'nurse@clinic.test',
      username: 'nurse@clinic.test',
      company_id: h.companyId,
    })
    expect(answer.token_access).toBe(answer.access_token)
    expect(answer.id).not.toBe(first.id)
    const again = answerSchema.parse(
      (await login({ username: 'nurse@clinic.test', password: 'correct horse battery' })).json,
    )
    expect(again.id).toBe(answer.id)
    expect((await h.call('GET', h.companyPath('/datasets/'), { token: answer.access_token })).status).toBe(
      200,
    )
    expect((await h.call('GET', h.companyPath('/datasets/'), { token: answer.refresh_token })).status).toBe(
      401,
    )
  })

  it('is not answered at /api/v1/login/', async () => {
    const reply = await h.call('POST', '/api/v1/login/', {
      token: null,
      body: { username: 'nurse@clinic.test', password: 'correct horse battery' },
    })
    expectError(reply, 404, 'client_error', 'not_found')
  })

  it('refuses an MFA user with the right password (400 mfa_required); a wrong one stays 401', async () => {
    const refused = await login({ username: 'guarded@clinic.test', password: 'pw-guarded' })
    const body = expectError(refused, 400, 'validation_error', 'mfa_required', null)
    expect(body.errors[0]?.detail).toBe('MFA is enabled for this user')
    expectError(
      await login({ username: 'guarded@clinic.test', password: 'wrong' }),
      401,
      'client_error',
      'invalid_token',
    )
  })

  it('takes an e-mail address as username', async () => {
    expectError(
      await login({ username: 'dr.keller', password: 'x' }),
      400,
      'validation_error',
      'invalid_field_value',
      'username',
    )
  })
})

describe('sign-in (spec)', () => {
  it('refuses an MFA user too, and does not answer at /api/v1/auth/login/', async () => {
    const h = await startHarness({ rateLimit: false })
    try {
      h.service.admin.createUser(h.companyId, 'guarded', 'pw-guarded', { mfa: true })
      const body = { username: 'guarded', password: 'pw-guarded' }
      expectError(
        await h.call('POST', '/api/v1/login/', { body, token: null }),
        400,
        'validation_error',
        'mfa_required',
      )
      expectError(
        await h.call('POST', '/api/v1/auth/login/', { body, token: null }),
        404,
        'client_error',
        'not_found',
      )
    } finally {
      await h.service.close()
    }
  })
})

describe.each<[DialectName, z.ZodType]>([
  ['spec', z.uuid()],
  ['documented', z.number().int().positive()],
])('private tokens (%s)', (dialect, idSchema) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ dialect, rateLimit: false })
  })
  afterAll(() => h?.service.close())

  const tokenPath = '/api/v1/auth/private_tokens/'
  const itemSchema = z.strictObject({ id: idSchema, name: z.string(), expiration_time: isoMs.nullable() })
  const pageSchema = z.strictObject({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(itemSchema),
  })
  const create = async (name: string, token = h.token) => {
    const reply = await h.call('POST', tokenPath, { token, body: { name, expiration_time: inDays(30) } })
    expect(reply.status, reply.text).toBe(201)
    return itemSchema.extend({ data: z.string() }).parse(reply.json)
  }
  const list = async (query = '', token = h.token) => {
    const reply = await h.call('GET', `${tokenPath}${query}`, { token })
    expect(reply.status, reply.text).toBe(200)
    return pageSchema.parse(reply.json)
  }

  it('creates tokens with ids of the dialect and lists the company’s tokens, oldest first', async () => {
    const a = await create('Reception PC')
    const b = await create('Lab PC')
    const listed = await list()
    expect(listed.results.map((t) => t.name)).toEqual(['tests', 'Reception PC', 'Lab PC'])
    expect(listed.results[1]).toEqual({ id: a.id, name: 'Reception PC', expiration_time: a.expiration_time })
    expect(listed.results[2]?.id).toEqual(b.id)
    expect(listed.results[0]?.expiration_time).toBeNull()
    const other = h.service.admin.createCompany('Other clinic')
    const foreign = h.service.admin.createKey(other.id, { name: 'Foreign PC' })
    expect((await list('', foreign.token)).results.map((t) => t.name)).toEqual(['Foreign PC'])
  })

  it('filters by q (ignoring case and accents) and pages', async () => {
    await create('Réception annexe')
    expect((await list('?q=RECEPTION')).results.map((t) => t.name)).toEqual([
      'Reception PC',
      'Réception annexe',
    ])
    expect((await list('?q=nothing-like-it')).count).toBe(0)
    const page = await list('?page_size=1&page=2')
    expect(page.results).toHaveLength(1)
    expect(page.previous).not.toBeNull()
  })

  it('revokes a token by id (204): it then gets 401 and leaves the list; unknown or foreign ids are 404', async () => {
    const doomed = await create('Doomed PC')
    expect((await h.call('GET', h.companyPath('/datasets/'), { token: doomed.data })).status).toBe(200)
    const deleted = await h.call('DELETE', `${tokenPath}${doomed.id}/`)
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expectError(
      await h.call('GET', h.companyPath('/datasets/'), { token: doomed.data }),
      401,
      'client_error',
      'invalid_token',
    )
    expect((await list()).results.map((t) => t.name)).not.toContain('Doomed PC')
    expectError(await h.call('DELETE', `${tokenPath}${doomed.id}/`), 404, 'client_error', 'not_found')
    const unknown = dialect === 'spec' ? crypto.randomUUID() : 999_999
    expectError(await h.call('DELETE', `${tokenPath}${unknown}/`), 404, 'client_error', 'not_found')

    const other = h.service.admin.createCompany('Elsewhere')
    const foreign = h.service.admin.createKey(other.id, { name: 'Elsewhere PC' })
    const foreignId = (await list('', foreign.token)).results[0]?.id
    expectError(await h.call('DELETE', `${tokenPath}${String(foreignId)}/`), 404, 'client_error', 'not_found')
    expect((await h.call('GET', tokenPath, { token: foreign.token })).status).toBe(200)
  })

  it('lets a token revoke itself; anonymous calls are 401', async () => {
    const self = await create('Self-revoking PC')
    const deleted = await h.call('DELETE', `${tokenPath}${self.id}/`, { token: self.data })
    expect(deleted.status).toBe(204)
    expect((await h.call('GET', tokenPath, { token: self.data })).status).toBe(401)
    expectError(await h.call('GET', tokenPath, { token: null }), 401, 'client_error', 'invalid_token')
    expectError(
      await h.call('DELETE', `${tokenPath}1/`, { token: null }),
      401,
      'client_error',
      'invalid_token',
    )
  })
})
