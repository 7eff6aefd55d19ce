import { describe, expect, it } from 'vitest'
import { RecordError } from '../recordError'
import { createSmartKey } from './keys'
import {
  assertionType,
  oauthIssues,
  tokenCodeForStatus,
  tokenOfAnswer,
  type SmartClient,
} from './tokenRequest'
import { createSmartTokens } from './tokens'

interface Asked {
  url: string
  form: URLSearchParams
  contentType: string
}

/** A token endpoint as a fetch: answers each POST with the next of `answers` (status, body). */
function fakeEndpoint(answers: [number, unknown][]) {
  const asked: Asked[] = []
  let issued = 0
  const doFetch = (async (url: string, init: RequestInit) => {
    asked.push({
      url,
      form: new URLSearchParams(String(init.body)),
      contentType: (init.headers as Record<string, string>)['content-type'] ?? '',
    })
    const [status, body] = answers.shift() ?? [200, { access_token: `t${++issued}`, token_type: 'bearer' }]
    return new Response(JSON.stringify(body), { status })
  }) as typeof fetch
  return { asked, doFetch }
}

const clock = (start = Date.parse('2026-03-04T10:00:00Z')) => {
  let at = start
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) }
}

async function client(overrides: Partial<SmartClient> = {}): Promise<SmartClient> {
  const { privateJwk } = await createSmartKey()
  return {
    tokenUrl: 'https://ehr.example/auth/token',
    clientId: 'workstation',
    scope: 'system/Patient.cu system/Observation.cu',
    privateJwk,
    ...overrides,
  }
}

describe('SMART Backend Services tokens', () => {
  it('asks with client_credentials, the scope and a signed client assertion, as a form', async () => {
    const { asked, doFetch } = fakeEndpoint([])
    const tokens = createSmartTokens({ fetch: doFetch, ...clock() })
    const me = await client()
    expect(await tokens.token(me)).toBe('t1')
    expect(asked).toHaveLength(1)
    const [{ url, form, contentType } = { url: '', form: new URLSearchParams(), contentType: '' }] = asked
    expect(url).toBe(me.tokenUrl)
    expect(contentType).toBe('application/x-www-form-urlencoded')
    expect([...form.keys()].sort()).toEqual([
      'client_assertion',
      'client_assertion_type',
      'grant_type',
      'scope',
    ])
    expect(form.get('grant_type')).toBe('client_credentials')
    expect(form.get('scope')).toBe(me.scope)
    expect(form.get('client_assertion_type')).toBe(assertionType)
    expect(form.get('client_assertion')?.split('.')).toHaveLength(3)
  })

  it('keeps a token until a minute before it expires, then asks again', async () => {
    const { asked, doFetch } = fakeEndpoint([
      [200, { access_token: 'a', token_type: 'Bearer', expires_in: 600 }],
    ])
    const time = clock()
    const tokens = createSmartTokens({ fetch: doFetch, now: time.now })
    const me = await client()
    expect(await tokens.token(me)).toBe('a')
    time.advance(600_000 - 60_000 - 1000)
    expect(await tokens.token(me)).toBe('a')
    time.advance(2000)
    expect(await tokens.token(me)).toBe('t1')
    expect(asked).toHaveLength(2)
  })

  it('takes 300 s when the server does not say, and shares one request between callers', async () => {
    const { asked, doFetch } = fakeEndpoint([])
    const time = clock()
    const tokens = createSmartTokens({ fetch: doFetch, now: time.now })
    const me = await client()
    expect(await Promise.all([tokens.token(me), tokens.token(me)])).toEqual(['t1', 't1'])
    time.advance(300_000 - 60_000 - 1000)
    expect(await tokens.token(me)).toBe('t1')
    time.advance(2000)
    expect(await tokens.token(me)).toBe('t2')
    expect(asked).toHaveLength(2)
  })

  it('keeps one token per client, and forgets them all when asked', async () => {
    const { asked, doFetch } = fakeEndpoint([])
    const tokens = createSmartTokens({ fetch: doFetch, ...clock() })
    const me = await client()
    const otherScope = { ...me, scope: 'system/*.cu' }
    const otherKey = await client()
    expect(await tokens.token(me)).toBe('t1')
    expect(await tokens.token(otherScope)).toBe('t2')
    expect(await tokens.token(otherKey)).toBe('t3')
    expect(await tokens.token({ ...me, clientId: 'other' })).toBe('t4')
    expect(await tokens.token(me)).toBe('t1')
    tokens.forget()
    expect(await tokens.token(me)).toBe('t5')
    expect(asked).toHaveLength(5)
  })

  it('says a refused client as record_token_refused, with the OAuth error, and keeps no failure', async () => {
    const refusal = { error: 'invalid_client', error_description: 'unknown client' }
    const { asked, doFetch } = fakeEndpoint([
      [400, refusal],
      [401, refusal],
      [503, {}],
      [200, { token_type: 'bearer' }],
    ])
    const tokens = createSmartTokens({ fetch: doFetch, ...clock() })
    const me = await client()
    const codes: unknown[] = []
    for (let i = 0; i < 4; i++) {
      const error = (await tokens.token(me).catch((caught: unknown) => caught)) as RecordError
      expect(error).toBeInstanceOf(RecordError)
      expect(error.message).not.toContain(asked[i]?.form.get('client_assertion') ?? 'x')
      expect(error.message).not.toContain(JSON.parse(me.privateJwk).d as string)
      codes.push([error.code, error.status, error.retry])
    }
    expect(codes).toEqual([
      ['record_token_refused', 400, false],
      ['record_token_refused', 401, false],
      ['record_server_error', 503, true],
      ['record_unreadable_answer', 200, false],
    ])
    expect(await tokens.token(me)).toBe('t1')
  })

  it('gives up an answer larger than a token answer can be', async () => {
    const huge = { access_token: 'x'.repeat(300 * 1024), token_type: 'bearer' }
    const { doFetch } = fakeEndpoint([[200, huge]])
    const error = await createSmartTokens({ fetch: doFetch })
      .token(await client())
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'record_unreadable_answer', status: 200, retry: false })
  })

  it('says no answer in time as record_timeout', async () => {
    const doFetch = (() =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))) as typeof fetch
    const error = await createSmartTokens({ fetch: doFetch })
      .token(await client())
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'record_timeout', status: null, retry: true })
  })

  it('says no answer as record_unreachable', async () => {
    const doFetch = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch
    const error = await createSmartTokens({ fetch: doFetch })
      .token(await client())
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'record_unreachable', status: null, retry: true })
  })
})

describe('a token endpoint’s answers', () => {
  it('maps 400 and 401 to record_token_refused, the rest as the record system’s statuses', () => {
    expect([400, 401, 403, 404, 429, 500, 502].map(tokenCodeForStatus)).toEqual([
      'record_token_refused',
      'record_token_refused',
      'record_forbidden',
      'record_rejected',
      'record_server_error',
      'record_server_error',
      'record_server_error',
    ])
  })

  it('reads an OAuth error as an issue for the screen', () => {
    expect(oauthIssues({ error: 'invalid_scope', error_description: 'no such scope' })).toEqual([
      { severity: 'error', code: 'invalid_scope', text: 'no such scope', where: [] },
    ])
    expect(oauthIssues({ error: 'invalid_client' })[0]?.text).toBeNull()
    expect(oauthIssues('<html>')).toEqual([])
  })

  it('takes only a bearer token', () => {
    const now = new Date(0)
    expect(tokenOfAnswer({ access_token: 'x', token_type: 'bearer', expires_in: 60 }, now)).toEqual({
      token: 'x',
      expiresAt: new Date(60_000),
    })
    expect(tokenOfAnswer({ access_token: 'x', token_type: 'mac' }, now)).toBeNull()
    expect(tokenOfAnswer({ access_token: '', token_type: 'bearer' }, now)).toBeNull()
    expect(tokenOfAnswer(null, now)).toBeNull()
  })
})
