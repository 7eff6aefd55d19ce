import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ServiceContext } from '../context'
import { errorItem, invalidToken, tooManyAttempts, validationError } from '../http/errors'
import { parseBody } from '../http/validation'
import { unmatchableHash, verifyPassword } from '../passwords'

const password = z.string().min(1).max(1024)
const loginBody = z.object({ username: z.string().min(1).max(150), password })
const emailLoginBody = z.object({ username: z.email().max(150), password })

const mfaRequired = () => validationError([errorItem('mfa_required', 'MFA is enabled for this user', null)])

/**
 * Sign-in at the dialect's address (spec `POST /api/v1/login/`, documented `POST /api/v1/auth/login/`), answered
 * as the dialect writes it, with brute-force protection per username. The access token is a session token (12 h
 * here, about an hour on the real service). A wrong password is 401; the right one for a user with MFA is 400
 * `mfa_required` (a password alone cannot sign such a user in).
 */
export function registerLoginRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { signIn } = ctx.dialect
  const body = signIn.emailUsername ? emailLoginBody : loginBody

  app.post(signIn.path, async (request) => {
    const { username, password: given } = parseBody(body, request.body)
    const lockedFor = ctx.loginThrottle.lockedFor(username)
    if (lockedFor !== null) throw tooManyAttempts(lockedFor)
    const user = ctx.store.users.findByUsername(username)
    const passwordOk = await verifyPassword(given, user?.password_hash ?? unmatchableHash)
    if (!user || !passwordOk) {
      ctx.loginThrottle.recordFailure(username)
      throw invalidToken('No active account found with the given credentials.')
    }
    ctx.loginThrottle.clear(username)
    if (user.mfa_enabled) throw mfaRequired()
    const access = ctx.keyring.issueSessionToken(user.id, user.company_id)
    return signIn.answer(user, { access, refresh: randomBytes(32).toString('base64url') })
  })
}
