/**
 * Signing in with e-mail and password, to get a long-living private token (service-gaps.md, Sign-in): the
 * login's access token lives about an hour and is not meant for API use; it only makes the private token. The
 * password goes into one request body and nowhere else.
 */
import { ApiError } from './errors'
import { HttpClient, type HttpClientOptions } from './http'
import { loginRecord, privateTokenRecord, type Login, type PrivateToken } from './records'

/** The spec's login path, then the one newer documentation shows. */
const LOGIN_PATHS = ['/api/v1/login/', '/api/v1/auth/login/'] as const
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
