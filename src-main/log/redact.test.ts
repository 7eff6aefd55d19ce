/**
 * The log's one redaction rule (src-main/log/redact.ts): the secrets main was told of, what looks like a
 * secret, e-mail addresses and URLs' query strings never reach a line; objects lose the values of secret and
 * patient keys, bytes are counted, and errors are told by name, code and message (system and service errors
 * without the message that may name a path or repeat what was sent). Each case states what must stay too, so a
 * rule that blanked whole lines would fail.
 */
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { createRedactor, MAX_LINE_CHARS } from './redact'

const apiKey = 'sk_live_4f9c2b7e1d3a5c8e'
const dataKey = 'q3N0ZmFrZS1kYXRhLWtleS0zMi1ieXRlcy1oZXJlIQ=='

describe('the log redactor', () => {
  it('replaces every secret it was told of, also URL-encoded, and nothing else', () => {
    const redact = createRedactor()
    expect(redact.text(`key ${apiKey}`)).toBe(`key ${apiKey}`)
    redact.addSecret(apiKey)
    redact.addSecret(dataKey)
    expect(redact.text(`key ${apiKey} then ${dataKey}.`)).toBe('key [secret] then [secret].')
    expect(redact.text(`sent ${encodeURIComponent(dataKey)}`)).toBe('sent [secret]')
    expect(redact.line(['connected', { companyId: 'c-1', detail: `x${apiKey}x` }])).toBe(
      'connected {"companyId":"c-1","detail":"x[secret]x"}',
    )
  })

  it('ignores secrets too short to look for, and empty ones', () => {
    const redact = createRedactor()
    redact.addSecret('abc')
    redact.addSecret('')
    redact.addSecret(null)
    expect(redact.text('abc abcd')).toBe('abc abcd')
  })

  it('replaces a secret that holds another as a whole', () => {
    const redact = createRedactor()
    redact.addSecret('token-1234')
    redact.addSecret('token-1234-and-more')
    expect(redact.text('a token-1234-and-more b token-1234')).toBe('a [secret] b [secret]')
  })

  it('hides Authorization headers and Bearer tokens', () => {
    const redact = createRedactor()
    expect(redact.text('Authorization: Bearer abc.def-ghi rest')).toBe(
      'Authorization: Bearer [redacted] rest',
    )
    expect(redact.text('authorization=Basic')).toBe('authorization=[redacted]')
    expect(redact.text('{"Authorization":"Token xyz"}')).toBe('{"Authorization":"[redacted] xyz"}')
    expect(redact.text('bearer qwerty123')).toBe('Bearer [redacted]')
  })

  it('hides JWTs wherever they are', () => {
    const redact = createRedactor()
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJjb21wYW55X2lkIjoiYzEifQ.dGhlLXNpZ25hdHVyZQ'
    expect(redact.text(`key ${jwt} ok`)).toBe('key [jwt] ok')
    expect(redact.text(`unsigned eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.`)).toBe('unsigned [jwt]')
    expect(redact.text('eyJust a word.with.dots')).toBe('eyJust a word.with.dots')
  })

  it('hides the value after apiKey, api_key, password and token keys in text', () => {
    const redact = createRedactor()
    expect(redact.text('api_key=abc123&x=1')).toBe('api_key=[redacted]&x=1')
    expect(redact.text('apiKey: "abc123", companyId: "c1"')).toBe('apiKey: "[redacted]", companyId: "c1"')
    expect(redact.text('"password":"hunter2!"')).toBe('"password":"[redacted]"')
    expect(redact.text('access_token=zzz token: yyy')).toBe('access_token=[redacted] token: [redacted]')
    // a key's name alone, or a longer name, stays
    expect(redact.text('the password was wrong; tokenDays: 30')).toBe('the password was wrong; tokenDays: 30')
  })

  it('hides the values of secret and patient keys in objects, nested and in arrays', () => {
    const redact = createRedactor()
    const logged = redact.line([
      {
        companyId: 'c-1',
        apiKey: 'k-1',
        auth: { password: 'p', accessToken: 't', dataKey: 'd', count: 2 },
        subjects: [{ id: 's-1', name: 'Jane Roe', birth_date: '1980-01-02', meta: { patient_id: 'MRN-1' } }],
        search: 'Jane',
      },
    ])
    expect(JSON.parse(logged)).toEqual({
      companyId: 'c-1',
      apiKey: '[redacted]',
      auth: { password: '[redacted]', accessToken: '[redacted]', dataKey: '[redacted]', count: 2 },
      subjects: [{ id: 's-1', name: '[redacted]', birth_date: '[redacted]', meta: '[redacted]' }],
      search: '[redacted]',
    })
  })

  it('counts bytes instead of writing them', () => {
    const redact = createRedactor()
    expect(redact.line(['photo', new Uint8Array([1, 2, 3]), { shot: Buffer.from('abcd') }])).toBe(
      'photo [3 bytes] {"shot":"[4 bytes]"}',
    )
  })

  it('hides e-mail addresses', () => {
    const redact = createRedactor()
    expect(redact.text('signed in as nurse.one+x@clinic.example.org today')).toBe(
      'signed in as [e-mail] today',
    )
    expect(redact.text('version 1.2.3 at 10:00')).toBe('version 1.2.3 at 10:00')
  })

  it("strips URLs' and paths' query strings, and credentials in URLs", () => {
    const redact = createRedactor()
    expect(redact.text('GET https://saas.example/api/v1/subjects/?search=Jane%20Roe&page=2 failed')).toBe(
      'GET https://saas.example/api/v1/subjects/?[query] failed',
    )
    expect(redact.text('GET /api/v1/companies/c1/subjects/?search=Jane 500')).toBe(
      'GET /api/v1/companies/c1/subjects/?[query] 500',
    )
    expect(redact.text('https://user:pa55@host.example/x')).toBe('https://[credentials]@host.example/x')
    expect(redact.text('is it ok? yes')).toBe('is it ok? yes')
  })

  it('tells an error by name, code and message, a system error without its path', () => {
    const redact = createRedactor()
    expect(redact.line(['failed:', new TypeError('x is not a function')])).toBe(
      'failed: TypeError: x is not a function',
    )
    const coded = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
    expect(redact.line([coded])).toBe('Error [SQLITE_BUSY]: database is locked')
    const system = Object.assign(
      new Error("EACCES: permission denied, open '/home/ann/Documents/Jane Roe-2024-05-01-en.pdf'"),
      { code: 'EACCES', syscall: 'open', path: '/home/ann/Documents/Jane Roe-2024-05-01-en.pdf' },
    )
    const line = redact.line(['save failed:', system])
    expect(line).toBe('save failed: Error EACCES (open)')
    expect(line).not.toContain('Jane')
  })

  it("tells a service error by its request and status, never the service's words", () => {
    const redact = createRedactor()
    const error = new ApiError({
      kind: 'http',
      status: 400,
      method: 'POST',
      path: '/api/v1/companies/c1/datasets/d1/subjects/',
      code: 'invalid',
      detail: "name 'Jane Roe' is taken",
    })
    const line = redact.line([{ failure: error }])
    expect(line).toBe('{"failure":"ApiError POST /api/v1/companies/c1/datasets/d1/subjects/: 400 invalid"}')
    expect(line).not.toContain('Jane')
    const offline = new ApiError({
      kind: 'network',
      status: null,
      method: 'GET',
      path: '/api/v1/x/',
      code: 'ECONNREFUSED',
      detail: 'refused',
    })
    expect(redact.line([offline])).toBe('ApiError GET /api/v1/x/: network ECONNREFUSED')
  })

  it('survives circles and cuts a line that is too long', () => {
    const redact = createRedactor()
    const circle: Record<string, unknown> = { id: 1 }
    circle.self = circle
    expect(redact.line([circle])).toBe('{"id":1,"self":"[circular]"}')
    const long = redact.line(['x'.repeat(MAX_LINE_CHARS + 100)])
    expect(long.length).toBeLessThan(MAX_LINE_CHARS + 20)
    expect(long.endsWith('… [cut]')).toBe(true)
  })
})
