import { describe, expect, it } from 'vitest'
import { AppFailure } from '../appFailure'
import { checkServiceUrl, isLoopbackHost } from './serviceUrl'

function failure(input: string): AppFailure {
  try {
    checkServiceUrl(input)
  } catch (e) {
    if (e instanceof AppFailure) return e
    throw e
  }
  throw new Error(`accepted ${input}`)
}

describe('checkServiceUrl', () => {
  it('accepts https and normalises the trailing slash', () => {
    expect(checkServiceUrl(' https://saas.haut.ai/ ')).toBe('https://saas.haut.ai')
    expect(checkServiceUrl('https://example.org/skin/')).toBe('https://example.org/skin')
  })

  it('accepts http only on this computer', () => {
    expect(checkServiceUrl('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787')
    expect(checkServiceUrl('http://localhost:3000/')).toBe('http://localhost:3000')
    expect(checkServiceUrl('http://[::1]:9000')).toBe('http://[::1]:9000')
    const insecure = failure('http://saas.haut.ai')
    expect(insecure.code).toBe('insecure_url')
    expect(insecure.field).toBe('baseUrl')
    expect(insecure.params.host).toBe('saas.haut.ai')
    expect(failure('http://127.0.0.1.evil.com').code).toBe('insecure_url')
  })

  it('refuses malformed addresses before any request', () => {
    for (const bad of [
      '',
      'saas.haut.ai',
      'ftp://host',
      'https://',
      'https://u:p@host',
      'https://h/?a=1',
      'javascript:alert(1)',
    ]) {
      expect(failure(bad).code, bad).toBe('invalid_url')
    }
  })

  it('knows loopback hosts', () => {
    expect(isLoopbackHost('127.3.4.5')).toBe(true)
    expect(isLoopbackHost('128.0.0.1')).toBe(false)
  })
})
