import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { Keyring, Principal } from '../keys'
import type { RateLimiter } from '../rateLimit'
import { bearerToken } from './credentials'
import { forbidden, invalidToken, tooManyAttempts } from './errors'
import { isPlainObject } from './validation'

const principals = new WeakMap<FastifyRequest, Principal>()

/** The principal of a request that passed `requireCompanyAccess`. */
export function principalOf(request: FastifyRequest): Principal {
  const principal = principals.get(request)
  if (!principal) throw new Error('Route is missing the company access hook')
  return principal
}

function companyInPath(request: FastifyRequest): string | null {
  const params: unknown = request.params
  return isPlainObject(params) && typeof params.cid === 'string' ? params.cid : null
}

/** Resolves a token to its principal (401 when invalid), then takes from the principal's rate limit (429). */
export async function authenticate(
  keyring: Keyring,
  limiter: RateLimiter | null,
  token: string | null,
): Promise<Principal> {
  if (!token) throw invalidToken('Authentication credentials were not provided.')
  const principal = await keyring.authenticate(token)
  if (!principal) throw invalidToken()
  const retryAfter = limiter?.take(principal.id) ?? null
  if (retryAfter !== null) throw tooManyAttempts(retryAfter, 'Request was throttled.')
  return principal
}

/**
 * Guards every `/companies/:cid/...` route: a valid, unexpired, unrevoked bearer token (401),
 * then the per-principal rate limit (429), then the company in the path must be the token's (403).
 */
export function requireCompanyAccess(
  keyring: Keyring,
  limiter: RateLimiter | null,
): onRequestAsyncHookHandler {
  return async (request) => {
    const principal = await authenticate(keyring, limiter, bearerToken(request))
    if (companyInPath(request) !== principal.companyId) throw forbidden()
    principals.set(request, principal)
  }
}
