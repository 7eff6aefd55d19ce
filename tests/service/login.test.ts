import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { expectError, startHarness, type Harness } from './support'

let h: Harness
let userId: string
beforeAll(async () => {
  h = await startHarness({ rateLimit: false })
  userId = h.service.admin.createUser(h.companyId, 'dr.keller', 'correct horse battery').id
})
afterAll(async () => {
  await h.service.close()
})

const loginReply = z.strictObject({
  access_token: z.string().min(20),
  company_id: z.string(),
  id: z.string(),
})
const login = (body: unknown) => h.call('POST', '/api/v1/login/', { body, token: null })

describe('POST /api/v1/login/', () => {
  it('returns an access token that works as a bearer credential', async () => {
    const reply = await login({ username: 'dr.keller', password: 'correct horse battery' })
    expect(reply.status).toBe(200)
    const body = loginReply.parse(reply.json)
    expect(body.company_id).toBe(h.companyId)
    expect(body.id).toBe(userId)
    const datasets = await h.call('GET', h.companyPath('/datasets/'), { token: body.access_token })
    expect(datasets.status).toBe(200)
    const created = await h.call('POST', h.companyPath(`/datasets/`), {
      token: body.access_token,
      body: { name: 'by user' },
    })
    expect(created.status).toBe(201)
  })

  it('subjects created through a login carry the user as author_id', async () => {
    const token = loginReply.parse(
      (await login({ username: 'dr.keller', password: 'correct horse battery' })).json,
    ).access_token
    const dataset = z
      .object({ id: z.string() })
      .parse((await h.call('POST', h.companyPath('/datasets/'), { body: { name: 'd' } })).json)
    const subject = await h.call('POST', h.companyPath(`/datasets/${dataset.id}/subjects/`), {
      token,
      body: { name: 'p' },
    })
    expect(z.object({ author_id: z.string() }).parse(subject.json).author_id).toBe(userId)
  })

  it('wrong password or unknown user → 401 invalid_token', async () => {
    expectError(
      await login({ username: 'dr.keller', password: 'nope' }),
      401,
      'client_error',
      'invalid_token',
    )
    expectError(await login({ username: 'nobody', password: 'nope' }), 401, 'client_error', 'invalid_token')
  })

  it('validates the body', async () => {
    expectError(await login({ password: 'x' }), 400, 'validation_error', 'required_field', 'username')
    expectError(await login({ username: 'x' }), 400, 'validation_error', 'required_field', 'password')
    expectError(
      await login({ username: 1, password: 'x' }),
      400,
      'validation_error',
      'invalid_field_value',
      'username',
    )
    expectError(await login([]), 400, 'validation_error', 'invalid_field_value', null)
  })

  it('five failed logins for one username → 429 too_many_attempts_try_later, even with the right password', async () => {
    h.service.admin.createUser(h.companyId, 'target', 'the real password')
    for (let i = 0; i < 5; i++) {
      expectError(
        await login({ username: 'target', password: `guess ${i}` }),
        401,
        'client_error',
        'invalid_token',
      )
    }
    const locked = await login({ username: 'target', password: 'guess 6' })
    expectError(locked, 429, 'client_error', 'too_many_attempts_try_later')
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expectError(
      await login({ username: 'TARGET', password: 'the real password' }),
      429,
      'client_error',
      'too_many_attempts_try_later',
    )
    expectError(
      await login({ username: 'target', password: 'the real password' }),
      429,
      'client_error',
      'too_many_attempts_try_later',
    )
  })

  it('the lockout is per username, and a success clears earlier failures', async () => {
    h.service.admin.createUser(h.companyId, 'careful', 'pw-careful')
    for (let i = 0; i < 4; i++) await login({ username: 'careful', password: 'bad' })
    expect((await login({ username: 'careful', password: 'pw-careful' })).status).toBe(200)
    for (let i = 0; i < 4; i++) await login({ username: 'careful', password: 'bad' })
    expect((await login({ username: 'careful', password: 'pw-careful' })).status).toBe(200)
    expect((await login({ username: 'dr.keller', password: 'correct horse battery' })).status).toBe(200)
  })
})
