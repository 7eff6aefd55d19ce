import { describe, expect, it } from 'vitest'
import {
  checkApiKey,
  checkBaseUrl,
  checkCompanyId,
  checkConnectForm,
  hostOf,
  isConnectField,
  isLoopbackHost,
} from './validate'

describe('checkBaseUrl', () => {
  it.each([
    'https://saas.haut.ai',
    'https://saas.haut.ai/',
    '  https://saas.haut.ai  ',
    'https://clinic.example.org:8443/api',
    'http://localhost:4010',
    'http://127.0.0.1:4010',
    'http://127.8.9.10',
    'http://[::1]:4010',
    'http://app.localhost',
  ])('accepts %s', (url) => {
    expect(checkBaseUrl(url)).toBeNull()
  })

  it.each([
    '',
    '   ',
    'saas.haut.ai',
    'https://',
    'ftp://saas.haut.ai',
    'javascript:alert(1)',
    'https//x',
    'not a url',
  ])('rejects %j as malformed', (url) => {
    expect(checkBaseUrl(url)).toBe('invalid_url')
  })

  it('rejects credentials in the address', () => {
    expect(checkBaseUrl('https://user:pass@saas.haut.ai')).toBe('invalid_url')
  })

  it.each([
    'http://saas.haut.ai',
    'http://192.168.1.20:8000',
    'http://localhost.evil.com',
    'http://128.0.0.1',
  ])('rejects plain http to %s', (url) => {
    expect(checkBaseUrl(url)).toBe('insecure_url')
  })
})

describe('isLoopbackHost', () => {
  it('knows the loopback names', () => {
    expect(isLoopbackHost('localhost')).toBe(true)
    expect(isLoopbackHost('LOCALHOST')).toBe(true)
    expect(isLoopbackHost('127.0.0.1')).toBe(true)
    expect(isLoopbackHost('[::1]')).toBe(true)
    expect(isLoopbackHost('10.0.0.1')).toBe(false)
    expect(isLoopbackHost('127.0.0.1.nip.io')).toBe(false)
  })
})

describe('company and key', () => {
  it('rejects empty or whitespace values', () => {
    expect(checkCompanyId('')).toBe('empty_company')
    expect(checkCompanyId(' \t')).toBe('empty_company')
    expect(checkCompanyId('c-1')).toBeNull()
    expect(checkApiKey('')).toBe('empty_key')
    expect(checkApiKey('   \n')).toBe('empty_key')
    expect(checkApiKey('eyJhbGciOi')).toBeNull()
  })
})

describe('checkConnectForm', () => {
  it('reports every invalid field at once', () => {
    expect(checkConnectForm({ baseUrl: 'http://saas.haut.ai', companyId: '', apiKey: ' ' })).toEqual({
      baseUrl: 'insecure_url',
      companyId: 'empty_company',
      apiKey: 'empty_key',
    })
  })

  it('is empty for a good form', () => {
    expect(checkConnectForm({ baseUrl: 'https://saas.haut.ai', companyId: 'c', apiKey: 'k' })).toEqual({})
  })
})

describe('helpers', () => {
  it('recognises the form fields main may name', () => {
    expect(isConnectField('apiKey')).toBe(true)
    expect(isConnectField('baseUrl')).toBe(true)
    expect(isConnectField('companyId')).toBe(true)
    expect(isConnectField('other')).toBe(false)
    expect(isConnectField(null)).toBe(false)
  })

  it('shows the host of a base URL', () => {
    expect(hostOf('https://saas.haut.ai/')).toBe('saas.haut.ai')
    expect(hostOf('http://127.0.0.1:4010')).toBe('127.0.0.1:4010')
    expect(hostOf('garbage')).toBe('garbage')
  })
})
