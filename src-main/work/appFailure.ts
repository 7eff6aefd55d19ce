/** Failures the UI can translate: our own (AppFailure) and the service's (ApiError), mapped to one payload. */
import type { AppErrorPayload } from '../../src-shared/contract'
import { AppFailure } from './appFailureError'
import { ApiError } from '../api'
import { logFor } from '../log/log'
import { KeychainUnavailableError } from '../secrets/keychain'

export { AppFailure } from './appFailureError'

function hostOf(baseUrl: string | undefined): string {
  if (!baseUrl) return ''
  try {
    return new URL(baseUrl).host
  } catch {
    return baseUrl
  }
}

function firstIssuePath(extra: unknown): string | null {
  if (!Array.isArray(extra)) return null
  const first: unknown = extra[0]
  const path = typeof first === 'object' && first !== null ? (first as { path?: unknown }).path : null
  return typeof path === 'string' && path !== '' ? path : null
}

/** `GET /api/v1/companies/…/datasets/…/subjects/`: the endpoint, with ids left out. */
function endpointOf(e: ApiError): string {
  const path = e.path
    .split('/')
    .map((segment) => (/\d/.test(segment) && segment.length >= 8 ? '…' : segment))
    .join('/')
  return `${e.method} ${path}`
}

function fromApiError(e: ApiError, baseUrl: string | undefined): AppErrorPayload {
  const host = hostOf(baseUrl)
  const base = { params: { host } as Record<string, string>, field: null, detail: e.message }
  if (e.kind === 'network') return { ...base, code: 'unreachable' }
  if (e.kind === 'timeout') return { ...base, code: 'timeout' }
  if (e.code === 'answer_too_large') {
    logFor('api').warn(`answer too large: ${endpointOf(e)}`)
    return { ...base, code: 'answer_too_large', params: { host, endpoint: endpointOf(e) } }
  }
  if (e.kind === 'invalid_response') {
    // Endpoint and field, never values: the log line and the message say what could not be read.
    const field = firstIssuePath(e.extra) ?? e.detail
    logFor('api').warn(`unreadable answer: ${endpointOf(e)} (${field})`)
    return { ...base, code: 'unreadable_answer', params: { host, endpoint: endpointOf(e), field } }
  }
  switch (e.status) {
    case 401:
      return { ...base, code: 'key_rejected' }
    case 403:
      return { ...base, code: 'forbidden' }
    case 404:
      return { ...base, code: 'not_found' }
    case 429:
      return { ...base, code: 'rate_limited', params: { host, seconds: String(e.retryAfterSeconds ?? '') } }
    case 400:
    case 422:
      return { ...base, code: 'validation', field: e.attr, params: { host, message: e.detail } }
    default:
      return { ...base, code: (e.status ?? 0) >= 500 ? 'server_error' : 'bad_request' }
  }
}

/** A write the disk had no room for: SQLite's SQLITE_FULL, or the file system's ENOSPC. */
function isDiskFull(e: unknown): boolean {
  const code = typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : null
  return code === 'SQLITE_FULL' || code === 'ENOSPC'
}

/** Turns anything a handler threw into what crosses the bridge. Never includes request headers or keys. */
export function toAppError(e: unknown, baseUrl?: string): AppErrorPayload {
  if (e instanceof AppFailure) return { code: e.code, params: e.params, field: e.field, detail: e.message }
  if (e instanceof ApiError) return fromApiError(e, baseUrl)
  if (isDiskFull(e))
    return { code: 'disk_full', params: {}, field: null, detail: e instanceof Error ? e.message : String(e) }
  if (e instanceof KeychainUnavailableError)
    return { code: 'keychain_unavailable', params: {}, field: null, detail: e.message }
  return { code: 'internal', params: {}, field: null, detail: e instanceof Error ? e.message : String(e) }
}
