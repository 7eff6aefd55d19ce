import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema, expectError, startHarness, type Harness } from './support'

let h: Harness
beforeAll(async () => {
  h = await startHarness({ rateLimit: false })
})
afterAll(async () => {
  await h.service.close()
})

const datasetsRoute = '/api/v1/companies/:cid/datasets/'
const postRaw = (rawBody: string, contentType = 'application/json') =>
  h.call('POST', h.companyPath('/datasets/'), { rawBody, headers: { 'content-type': contentType } })

/** Sends raw bytes over TCP and returns the raw response. */
function rawHttp(payload: string): Promise<string> {
  const { hostname, port } = new URL(h.service.baseUrl)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(payload))
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })
}

describe('unknown routes', () => {
  it('unknown paths → 404 not_found with the standard body', async () => {
    for (const path of [
      '/',
      '/api/v1/',
      '/api/v1/companies/',
      '/favicon.ico',
      h.companyPath('/nothing/'),
      '/api/v2/login/',
    ]) {
      expectError(await h.call('GET', path), 404, 'client_error', 'not_found')
    }
  })

  it('paths without the trailing slash → 404', async () => {
    expectError(await h.call('GET', h.companyPath('/datasets')), 404, 'client_error', 'not_found')
    expectError(
      await h.call('POST', '/api/v1/login', { body: { username: 'a', password: 'b' } }),
      404,
      'client_error',
      'not_found',
    )
  })

  it('a method a route does not have → 404 not_found', async () => {
    expectError(await h.call('DELETE', h.companyPath('/datasets/')), 404, 'client_error', 'not_found')
    expectError(await h.call('PUT', h.companyPath('/datasets/')), 404, 'client_error', 'not_found')
    expectError(await h.call('GET', '/api/v1/login/'), 404, 'client_error', 'not_found')
  })

  it('a malformed percent-encoding in the path → 404, not a framework error', async () => {
    expectError(await h.call('GET', '/api/v1/companies/%zz/datasets/'), 404, 'client_error', 'not_found')
  })
})

describe('bodies that cannot be read', () => {
  it('malformed JSON → 400 invalid_field_value, attr null', async () => {
    for (const raw of ['{', '{"name": }', "{'name':'x'}", 'nul', '{"name":"x"}}', '\u0000']) {
      const body = expectError(await postRaw(raw), 400, 'validation_error', 'invalid_field_value', null)
      expect(body.errors[0]?.detail).toMatch(/JSON/)
    }
  })

  it('an empty JSON body → 400', async () => {
    expectError(await postRaw(''), 400, 'validation_error', 'invalid_field_value', null)
  })

  it('JSON that is not an object → 400 attr null', async () => {
    for (const raw of ['[]', '[{"name":"x"}]', '"Main"', '42', 'null', 'true']) {
      expectError(await postRaw(raw), 400, 'validation_error', 'invalid_field_value', null)
    }
  })

  it('huge and non-finite numbers are rejected as values, never crash', async () => {
    expectError(await postRaw('{"name": 1e400}'), 400, 'validation_error', 'invalid_field_value', 'name')
    expectError(
      await postRaw('{"name": "x", "image_type_id": 1e400}'),
      400,
      'validation_error',
      'invalid_choice',
      'image_type_id',
    )
    expectError(
      await postRaw(`{"name": "x", "image_type_id": ${'9'.repeat(5000)}}`),
      400,
      'validation_error',
      'invalid_choice',
      'image_type_id',
    )
    expectError(
      await h.call('GET', h.companyPath(`/datasets/?page=${'9'.repeat(400)}`)),
      400,
      'validation_error',
      'invalid_field_value',
      'page',
    )
  })

  it('deeply nested JSON never gives a 500', async () => {
    const list = await h.call('GET', h.companyPath('/datasets/'))
    const datasetId = (list.json as { results: { id: string }[] }).results[0]?.id ?? ''
    const depth = 100_000
    const raw = `{"name":"deep","meta":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`
    const reply = await h.call('POST', h.companyPath(`/datasets/${datasetId}/subjects/`), {
      rawBody: raw,
      headers: { 'content-type': 'application/json' },
    })
    expectError(reply, 400, 'validation_error', 'invalid_field_value', 'meta')
  })

  it('prototype poisoning → 400', async () => {
    expectError(
      await postRaw('{"name":"x","__proto__":{"admin":true}}'),
      400,
      'validation_error',
      'invalid_field_value',
      null,
    )
  })

  it('a body over 1 MiB → 400', async () => {
    expectError(
      await postRaw(`{"name":"${'x'.repeat(1_100_000)}"}`),
      400,
      'validation_error',
      'invalid_field_value',
      null,
    )
  })

  it('an unsupported or text Content-Type → 400', async () => {
    expectError(
      await postRaw('<name>x</name>', 'application/xml'),
      400,
      'validation_error',
      'invalid_field_value',
      null,
    )
    expectError(
      await postRaw('{"name":"x"}', 'text/plain'),
      400,
      'validation_error',
      'invalid_field_value',
      null,
    )
  })

  it('a request that is not HTTP gets the standard body too', async () => {
    const response = await rawHttp('THIS IS NOT HTTP\r\n\r\n')
    expect(response).toMatch(/^HTTP\/1\.1 400/)
    const body = errorBodySchema.parse(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)))
    expect(body.errors[0]?.code).toBe('invalid_field_value')
  })
})

describe('fault injection (failNext)', () => {
  it('500 → server_error/internal_server_error with no stack trace', async () => {
    h.service.admin.failNext(1, 500)
    const body = expectError(
      await h.call('GET', h.companyPath('/datasets/')),
      500,
      'server_error',
      'internal_server_error',
    )
    expect(JSON.stringify(body)).not.toMatch(/Error:|\n\s+at /)
    expect((await h.call('GET', h.companyPath('/datasets/'))).status).toBe(200)
  })

  it('502 and 503 → an HTML body, not JSON', async () => {
    for (const status of [502, 503] as const) {
      h.service.admin.failNext(1, status)
      const reply = await h.call('GET', h.companyPath('/datasets/'))
      expect(reply.status).toBe(status)
      expect(reply.headers.get('content-type')).toMatch(/^text\/html/)
      expect(reply.text).toContain(`<h1>${status}`)
      expect(() => JSON.parse(reply.text) as unknown).toThrow()
    }
  })

  it('429 → too_many_attempts_try_later with Retry-After (default 1)', async () => {
    h.service.admin.failNext(1, 429)
    const first = await h.call('GET', h.companyPath('/datasets/'))
    expectError(first, 429, 'client_error', 'too_many_attempts_try_later')
    expect(first.headers.get('retry-after')).toBe('1')
    h.service.admin.failNext(1, 429, { retryAfterSeconds: 7 })
    expect((await h.call('GET', h.companyPath('/datasets/'))).headers.get('retry-after')).toBe('7')
  })

  it('count N replaces exactly the next N responses, on any route, before auth', async () => {
    h.service.admin.failNext(2, 503)
    expect((await h.call('GET', '/no/such/route/')).status).toBe(503)
    expect((await h.call('GET', h.companyPath('/datasets/'), { token: null })).status).toBe(503)
    expectError(
      await h.call('GET', h.companyPath('/datasets/'), { token: null }),
      401,
      'client_error',
      'invalid_token',
    )
  })

  it('a faulted POST is not applied', async () => {
    h.service.admin.failNext(1, 500)
    expect(
      (await h.call('POST', h.companyPath('/datasets/'), { body: { name: 'should not exist' } })).status,
    ).toBe(500)
    const list = await h.call('GET', h.companyPath('/datasets/?page_size=100'))
    expect(list.text).not.toContain('should not exist')
  })
})

describe('requestCount', () => {
  it('counts requests per method and route pattern, faulted ones included', async () => {
    const before = h.service.admin.requestCount('GET', datasetsRoute)
    await h.call('GET', h.companyPath('/datasets/'))
    h.service.admin.failNext(1, 502)
    await h.call('GET', h.companyPath('/datasets/'))
    await h.call('GET', h.companyPath('/datasets/'), { token: null })
    expect(h.service.admin.requestCount('GET', datasetsRoute)).toBe(before + 3)
    expect(h.service.admin.requestCount('get', datasetsRoute)).toBe(before + 3)
    const posts = h.service.admin.requestCount('POST', datasetsRoute)
    await h.call('POST', h.companyPath('/datasets/'), { body: {} })
    expect(h.service.admin.requestCount('POST', datasetsRoute)).toBe(posts + 1)
    expect(h.service.admin.requestCount('GET', '/api/v1/companies/:cid/datasets/:did/subjects/')).toBe(0)
  })
})
