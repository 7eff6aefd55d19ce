import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiConfigError, isAuthError, isOffline } from './errors'
import { HttpClient, type HttpClientOptions } from './http'
import {
  closedPort,
  recordingSleep,
  sendHtml,
  sendJson,
  startScriptedServer,
  type ScriptedHandler,
  type ScriptedServer,
} from '../../tests/support/apiTestServer'
import { apiFailure as failure } from '../../tests/support/failures'

const API_KEY = 'eyJhbGciOiJIUzI1NiJ9.secret-payload.signature'
const okSchema = z.object({ ok: z.boolean() })
const standard401 = {
  type: 'client_error',
  errors: [{ code: 'invalid_token', detail: 'Invalid token.', attr: null }],
}

let server: ScriptedServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

async function setup(handler: ScriptedHandler, options: Partial<HttpClientOptions> = {}) {
  server = await startScriptedServer(handler)
  const sleeper = recordingSleep()
  const http = new HttpClient({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    sleep: sleeper.sleep,
    random: () => 0.5,
    ...options,
  })
  return { http, sleeps: sleeper.calls, requests: server.requests }
}

describe('HttpClient requests', () => {
  it('sends the bearer key, accept, query and a JSON body', async () => {
    const { http, requests } = await setup((_request, response) => sendJson(response, 201, { ok: true }))
    await expect(
      http.get('/api/v1/x/', okSchema, { query: { page: 2, search: 'a b', skip: undefined } }),
    ).resolves.toEqual({
      ok: true,
    })
    await http.post('/api/v1/x/', { name: 'Ann' }, okSchema)
    expect(requests[0]?.url).toBe('/api/v1/x/?page=2&search=a+b')
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`)
    expect(requests[0]?.headers.accept).toBe('application/json')
    expect(requests[1]?.method).toBe('POST')
    expect(requests[1]?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ name: 'Ann' })
    expect(requests[1]?.headers['content-length']).toBe(String(Buffer.byteLength(requests[1]?.body ?? '')))
    expect(requests[1]?.headers['transfer-encoding']).toBeUndefined()
  })

  it('keeps a path prefix of the base URL', async () => {
    server = await startScriptedServer((_request, response) => sendJson(response, 200, { ok: true }))
    const http = new HttpClient({ baseUrl: `${server.baseUrl}/prefix/`, apiKey: API_KEY })
    await http.get('/api/v1/x/', okSchema)
    expect(server.requests[0]?.url).toBe('/prefix/api/v1/x/')
  })

  it('refuses paths without the trailing slash', async () => {
    const { http, requests } = await setup((_request, response) => sendJson(response, 200, { ok: true }))
    await expect(http.get('/api/v1/x', okSchema)).rejects.toThrow(TypeError)
    expect(requests).toHaveLength(0)
  })

  it('refuses a plain-http base URL that is not loopback', () => {
    expect(() => new HttpClient({ baseUrl: 'http://saas.example.com', apiKey: API_KEY })).toThrow(
      ApiConfigError,
    )
    expect(() => new HttpClient({ baseUrl: 'not a url', apiKey: API_KEY })).toThrow(ApiConfigError)
    expect(() => new HttpClient({ baseUrl: 'https://saas.example.com', apiKey: API_KEY })).not.toThrow()
  })

  it('follows same-origin absolute URLs and refuses others without sending anything', async () => {
    const { http, requests } = await setup((_request, response) => sendJson(response, 200, { ok: true }))
    await expect(http.getUrl(`${server?.baseUrl}/api/v1/x/?page=2`, okSchema)).resolves.toEqual({ ok: true })
    const error = await failure(http.getUrl('http://127.0.0.2:1/api/v1/x/?page=3', okSchema))
    expect(error.kind).toBe('invalid_response')
    expect(error.code).toBe('foreign_origin')
    expect(requests).toHaveLength(1)
  })

  it('does not follow redirects', async () => {
    const { http, requests } = await setup((_request, response) => {
      response.writeHead(302, { location: 'http://127.0.0.2:9/steal/' })
      response.end()
    })
    const error = await failure(http.get('/api/v1/x/', okSchema))
    expect(error.status).toBe(302)
    expect(error.code).toBe('unexpected_redirect')
    expect(requests).toHaveLength(1)
  })

  it('reports bodies that are not JSON or have the wrong shape as invalid_response', async () => {
    const { http } = await setup((_request, response, index) =>
      index === 0 ? sendHtml(response, 200) : sendJson(response, 200, { ok: 'yes' }),
    )
    const notJson = await failure(http.get('/a/', okSchema))
    expect(notJson).toMatchObject({ kind: 'invalid_response', code: 'invalid_json', status: 200 })
    const wrongShape = await failure(http.get('/a/', okSchema))
    expect(wrongShape).toMatchObject({ kind: 'invalid_response', code: 'unexpected_shape' })
    expect(wrongShape.detail).toContain('ok')
  })
})

describe('HttpClient retries', () => {
  it('retries a GET through two HTML 503 answers', async () => {
    const { http, sleeps, requests } = await setup((_request, response, index) =>
      index < 2 ? sendHtml(response, 503) : sendJson(response, 200, { ok: true }),
    )
    await expect(http.get('/a/', okSchema)).resolves.toEqual({ ok: true })
    expect(requests).toHaveLength(3)
    expect(sleeps).toEqual([150, 300])
  })

  it('gives up after the configured retries with the last error', async () => {
    const { http, sleeps, requests } = await setup((_request, response) => sendHtml(response, 502), {
      retries: 2,
    })
    const error = await failure(http.get('/a/', okSchema))
    expect(error).toMatchObject({ kind: 'http', status: 502, code: 'bad_gateway', type: 'server_error' })
    expect(requests).toHaveLength(3)
    expect(sleeps).toHaveLength(2)
  })

  it('does not retry a POST on 503 unless told it is idempotent', async () => {
    const { http, requests } = await setup((_request, response, index) =>
      index === 0 ? sendHtml(response, 503) : sendJson(response, 201, { ok: true }),
    )
    const error = await failure(http.post('/a/', {}, okSchema))
    expect(error.status).toBe(503)
    expect(requests).toHaveLength(1)
    await expect(http.post('/a/', {}, okSchema, { idempotent: true })).resolves.toEqual({ ok: true })
  })

  it('waits out Retry-After once on 429, for a POST too', async () => {
    const tooMany = {
      type: 'client_error',
      errors: [{ code: 'too_many_attempts_try_later', detail: 'Slow down' }],
    }
    const { http, sleeps, requests } = await setup((_request, response, index) =>
      index % 2 === 0
        ? sendJson(response, 429, tooMany, { 'retry-after': '1' })
        : sendJson(response, 201, { ok: true }),
    )
    await expect(http.post('/a/', { n: 1 }, okSchema)).resolves.toEqual({ ok: true })
    expect(sleeps).toEqual([1000])
    expect(requests).toHaveLength(2)
  })

  it('throws the second 429 with its Retry-After', async () => {
    const { http, sleeps, requests } = await setup((_request, response) =>
      sendJson(response, 429, {}, { 'retry-after': '2' }),
    )
    const error = await failure(http.get('/a/', okSchema))
    expect(error).toMatchObject({ status: 429, code: 'too_many_attempts_try_later', retryAfterSeconds: 2 })
    expect(sleeps).toEqual([2000])
    expect(requests).toHaveLength(2)
  })

  it('hands a very long Retry-After to the caller instead of waiting', async () => {
    const { http, sleeps } = await setup((_request, response) =>
      sendJson(response, 429, {}, { 'retry-after': '3600' }),
    )
    const error = await failure(http.get('/a/', okSchema))
    expect(error.retryAfterSeconds).toBe(3600)
    expect(sleeps).toEqual([])
  })

  it('uses backoff when a 429 has no Retry-After', async () => {
    const { http, sleeps } = await setup((_request, response, index) =>
      index === 0 ? sendJson(response, 429, {}) : sendJson(response, 200, { ok: true }),
    )
    await http.get('/a/', okSchema)
    expect(sleeps).toEqual([150])
  })
})

describe('HttpClient failures', () => {
  it('turns a silent server into a timeout error', async () => {
    const { http, requests } = await setup(() => undefined, { timeoutMs: 200 })
    const error = await failure(http.get('/a/', okSchema))
    expect(error).toMatchObject({ kind: 'timeout', status: null, code: 'timeout' })
    expect(isOffline(error)).toBe(true)
    expect(requests).toHaveLength(1)
  })

  it('turns a refused connection into a network error and retries a GET', async () => {
    const port = await closedPort()
    const sleeper = recordingSleep()
    const http = new HttpClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: API_KEY,
      sleep: sleeper.sleep,
    })
    const error = await failure(http.get('/a/', okSchema))
    expect(error).toMatchObject({ kind: 'network', status: null, causeCode: 'ECONNREFUSED' })
    expect(isOffline(error)).toBe(true)
    expect(sleeper.calls).toHaveLength(3)
  })

  it('does not retry a POST after a refused connection', async () => {
    const port = await closedPort()
    const sleeper = recordingSleep()
    const http = new HttpClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: API_KEY,
      sleep: sleeper.sleep,
    })
    expect((await failure(http.post('/a/', {}, okSchema))).kind).toBe('network')
    expect(sleeper.calls).toHaveLength(0)
  })

  it('retries a GET after the server hangs up', async () => {
    const { http, requests } = await setup((_request, response, index) =>
      index === 0 ? response.socket?.destroy() : sendJson(response, 200, { ok: true }),
    )
    await expect(http.get('/a/', okSchema)).resolves.toEqual({ ok: true })
    expect(requests).toHaveLength(2)
  })

  it('calls onUnauthorized on a 401 and never puts the key in the error', async () => {
    const onUnauthorized = vi.fn()
    const { http, requests } = await setup((_request, response) => sendJson(response, 401, standard401), {
      onUnauthorized,
    })
    const error = await failure(http.get('/a/', okSchema, { query: { page: 1 } }))
    expect(isAuthError(error)).toBe(true)
    expect(error).toMatchObject({ code: 'invalid_token', type: 'client_error' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(requests).toHaveLength(1)
    const everything = `${error.message} ${error.stack ?? ''} ${JSON.stringify(error)} ${JSON.stringify(http)}`
    expect(everything).not.toContain('secret-payload')
  })

  it('still throws the 401 when the listener throws', async () => {
    const { http } = await setup((_request, response) => sendJson(response, 401, standard401), {
      onUnauthorized: () => {
        throw new Error('listener broke')
      },
    })
    expect((await failure(http.get('/a/', okSchema))).status).toBe(401)
  })

  it('passes on a cancellation from the caller as is', async () => {
    const { http } = await setup(() => undefined)
    const controller = new AbortController()
    const pending = http.request('GET', '/a/', okSchema, { signal: controller.signal })
    controller.abort(new Error('user cancelled'))
    await expect(pending).rejects.toThrow('user cancelled')
  })
})
