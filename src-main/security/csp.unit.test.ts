/**
 * The renderer's Content-Security-Policy is as tight as the app allows (issue 30): workers only from the app's own
 * files (the guidance worker and pdf.js's; the e2e capture and report tests load both under it), scripts only
 * from them, nothing framed, no plugins.
 */
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './csp'

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

describe('the CSP', () => {
  it('lets workers and scripts come only from the app itself', () => {
    const policy = directives(contentSecurityPolicy(['https://service.example']))
    expect(policy.get('worker-src')).toEqual(["'self'"])
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://service.example'])
  })
})
