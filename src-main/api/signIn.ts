/**
 * Signing in with e-mail and password, to get a long-living private token (service-gaps.md, Sign-in): the
 * login's access token lives about an hour and is not meant for API use; it only makes the private token. The
 * password goes into one request body and nowhere else.
 */
import { ApiError } from './errors'
import { HttpClient, type HttpClientOptions } from './http'
import { loginRecord, privateTokenRecord, type Login, type PrivateToken } from './records'

/** The documented login path first ("API for Login"), then the older one the spec names, where that is all there is. */
const LOGIN_PATHS = ['/api/v1/auth/login/', '/api/v1/login/'] as const
export const PRIVATE_TOKENS_PATH = '/api/v1/auth/private_tokens/'

export type SignInOptions = Omit<HttpClientOptions, 'apiKey' | 'onUnauthorized'>

export async function login(options: SignInOptions, username: string, password: string): Promise<Login> {
  const http = new HttpClient({ ...options, apiKey: '', retries: 0 })
  for (const [index, path] of LOGIN_PATHS.entries()) {
    try {
      return await http.request('POST', path, loginRecord, {
        body: { username, password },
        anonymous: true,
        retryRateLimited: false,
      })
    } catch (e) {
      const last = index === LOGIN_PATHS.length - 1
      if (last || !(e instanceof ApiError && e.status === 404)) throw e
    }
  }
  throw new Error('unreachable')
}

export function createPrivateToken(
  options: SignInOptions,
  accessToken: string,
  token: { name: string; expiresAt: Date },
): Promise<PrivateToken> {
  const http = new HttpClient({ ...options, apiKey: accessToken, retries: 0 })
  return http.post(
    PRIVATE_TOKENS_PATH,
    { name: token.name, expiration_time: token.expiresAt.toISOString() },
    privateTokenRecord,
    { retryRateLimited: false },
  )
}

/**
 * `DELETE /api/v1/auth/private_tokens/{id}/` with the token itself: the service forgets it. A token the service
 * no longer knows (404) or no longer takes (401: expired or revoked already) needs nothing more.
 */
export async function revokePrivateToken(
  options: SignInOptions,
  token: string,
  tokenId: string,
): Promise<void> {
  const http = new HttpClient({ ...options, apiKey: token, retries: 0 })
  try {
    await http.delete(`${PRIVATE_TOKENS_PATH}${encodeURIComponent(tokenId)}/`)
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 401)) return
    throw e
  }
}

/**
 * Whether a refused sign-in (400) is the account's second factor rather than the form: the documentation says a
 * 400 is "validation error or MFA is enabled for this user". A validation error names a field of the form.
 */
export function isMfaRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false
  if (error.errors.some((item) => /mfa|two.?factor|2fa|otp/i.test(`${item.code} ${item.detail}`))) return true
  return !error.errors.some((item) => item.attr === 'username' || item.attr === 'password')
}
