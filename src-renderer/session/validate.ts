/**
 * Checks the connect form before anything is sent. Main checks again; these only spare a round trip and put
 * the message next to the right field. Pure, so the unit tests run it without a DOM.
 */
import type { AppErrorCode } from '../../src-shared/contract'

export type ConnectField = 'baseUrl' | 'companyId' | 'apiKey'
export type FieldErrors = Partial<Record<ConnectField, AppErrorCode>>

const connectFields: readonly string[] = ['baseUrl', 'companyId', 'apiKey'] satisfies ConnectField[]

export function isConnectField(name: string | null): name is ConnectField {
  return name !== null && connectFields.includes(name)
}

/** Hosts that never leave this computer, so plain http is acceptable for them. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (host === '::1') return true
  return /^127(\.\d{1,3}){3}$/.test(host)
}

export function checkBaseUrl(value: string): AppErrorCode | null {
  const text = value.trim()
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return 'invalid_url'
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'invalid_url'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid_url'
  if (!url.hostname || url.username || url.password) return 'invalid_url'
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return 'insecure_url'
  return null
}

export function checkCompanyId(value: string): AppErrorCode | null {
  return value.trim() === '' ? 'empty_company' : null
}

export function checkApiKey(value: string): AppErrorCode | null {
  return value.trim() === '' ? 'empty_key' : null
}

export function checkConnectForm(form: Record<ConnectField, string>): FieldErrors {
  const errors: FieldErrors = {}
  const baseUrl = checkBaseUrl(form.baseUrl)
  const companyId = checkCompanyId(form.companyId)
  const apiKey = checkApiKey(form.apiKey)
  if (baseUrl) errors.baseUrl = baseUrl
  if (companyId) errors.companyId = companyId
  if (apiKey) errors.apiKey = apiKey
  return errors
}

/** The host name shown in the header and in messages: `saas.haut.ai`, or the raw text if it does not parse. */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host
  } catch {
    return baseUrl
  }
}
