/**
 * What a connect is given, checked before anything is kept: the company id and key as typed, the key tried with
 * one real request, and a refused sign-in in the form's words. Failures are field errors (AppFailure).
 */
import { Id } from '../../../src-shared/contract'
import type { ServiceMode } from '../../../src-shared/contract'
import { ApiError, createSkinApi, isMfaRefusal } from '../../api'
import { keepOutOfLog } from '../../log/log'
import { AppFailure } from '../appFailure'
import { readKeyClaims } from './jwtExpiry'
import type { SessionDeps } from './sessionState'

export const CONNECT_TIMEOUT_MS = 10_000

/** The API options of a connect's requests: the tests' limits, at most CONNECT_TIMEOUT_MS. */
export const connectOptions = (deps: SessionDeps, baseUrl: string) => ({
  ...deps.apiOptions,
  baseUrl,
  timeoutMs: Math.min(deps.apiOptions?.timeoutMs ?? CONNECT_TIMEOUT_MS, CONNECT_TIMEOUT_MS),
})

/** A sign-in's failure as the form shows it: at its field, in the words of the app. */
export function signInRefusal(e: unknown, host: string): never {
  if (!(e instanceof ApiError)) throw e
  if (e.kind === 'network') throw new AppFailure('unreachable', { host }, 'baseUrl', e.message)
  if (e.kind === 'timeout') throw new AppFailure('timeout', { host }, 'baseUrl', e.message)
  if (e.status === 429) {
    const minutes = String(Math.max(1, Math.ceil((e.retryAfterSeconds ?? 60) / 60)))
    throw new AppFailure('sign_in_throttled', { minutes }, 'email', e.message)
  }
  if (isMfaRefusal(e)) throw new AppFailure('sign_in_mfa', {}, null, e.message)
  if (e.status === 401 || e.status === 400)
    throw new AppFailure('sign_in_rejected', {}, 'password', e.message)
  if (e.status === 404) throw new AppFailure('not_found', { host }, 'baseUrl', e.message)
  throw e
}

export function accountFor(mode: ServiceMode, baseUrl: string, companyId: string): string {
  return mode === 'demo' ? `demo:${companyId}` : `${companyId}@${baseUrl}`
}

/** One real request with the key, before anything is stored; failures become field errors. */
export async function tryKey(
  deps: SessionDeps,
  baseUrl: string,
  companyId: string,
  apiKey: string,
): Promise<void> {
  const probe = createSkinApi({
    ...deps.apiOptions,
    baseUrl,
    companyId,
    apiKey,
    retries: 0,
    timeoutMs: Math.min(deps.apiOptions?.timeoutMs ?? CONNECT_TIMEOUT_MS, CONNECT_TIMEOUT_MS),
  })
  const host = new URL(baseUrl).host
  try {
    await probe.datasets.list({ page: 1, pageSize: 1 })
  } catch (e) {
    if (!(e instanceof ApiError)) throw e
    if (e.kind === 'network') throw new AppFailure('unreachable', { host }, 'baseUrl', e.message)
    if (e.kind === 'timeout') throw new AppFailure('timeout', { host }, 'baseUrl', e.message)
    if (e.status === 401) throw new AppFailure('invalid_key', {}, 'apiKey', e.message)
    if (e.status === 403) {
      const keyCompanyId = readKeyClaims(apiKey).companyId
      const params: Record<string, string> = { companyId }
      if (keyCompanyId && keyCompanyId !== companyId) params.keyCompanyId = keyCompanyId
      throw new AppFailure('company_mismatch', params, 'companyId', e.message)
    }
    if (e.status === 404) throw new AppFailure('not_found', { host }, 'baseUrl', e.message)
    throw e
  }
}

export function checkCredentials(companyIdInput: string, apiKeyInput: string) {
  const companyId = companyIdInput.trim()
  const apiKey = apiKeyInput.trim()
  // A key typed in is a secret from now on, also one the service then refuses.
  keepOutOfLog(apiKey)
  if (!companyId) throw new AppFailure('empty_company', {}, 'companyId')
  // the company id goes into every request's path: only an id's characters (not `..`, `/`, `?`, `%`)
  if (!Id.safeParse(companyId).success) throw new AppFailure('invalid_company', {}, 'companyId')
  if (!apiKey) throw new AppFailure('empty_key', {}, 'apiKey')
  return { companyId, apiKey }
}
