import { describe, expect, it } from 'vitest'
import { networkCauseCode } from './networkCause'

// Node's forms (a code on the cause, an AggregateError, socket hang up) are in retryPolicy.test.ts.
describe("networkCauseCode, Electron's net.fetch", () => {
  it("reads Chromium's net error from the message, as net.fetch rejects with it", () => {
    expect(networkCauseCode(new Error('net::ERR_CONNECTION_REFUSED'))).toBe('ERR_CONNECTION_REFUSED')
    expect(networkCauseCode(new Error('net::ERR_NAME_NOT_RESOLVED'))).toBe('ERR_NAME_NOT_RESOLVED')
    expect(networkCauseCode(new Error('net::ERR_CERT_AUTHORITY_INVALID'))).toBe('ERR_CERT_AUTHORITY_INVALID')
    expect(networkCauseCode(new Error('net::ERR_PROXY_CONNECTION_FAILED'))).toBe(
      'ERR_PROXY_CONNECTION_FAILED',
    )
  })

  it('finds it behind a wrapping error too', () => {
    const cause = new Error('net::ERR_TIMED_OUT')
    expect(networkCauseCode(new TypeError('fetch failed', { cause }))).toBe('ERR_TIMED_OUT')
  })

  it('takes no other message for a code', () => {
    expect(networkCauseCode(new Error('Redirect was cancelled'))).toBeNull()
    expect(networkCauseCode(new Error('the net::ERR_FAILED of another'))).toBeNull()
    expect(networkCauseCode(new Error('net::'))).toBeNull()
  })
})
