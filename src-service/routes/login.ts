import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ServiceContext } from '../context'
import { invalidToken, tooManyAttempts } from '../http/errors'
import { parseBody } from '../http/validation'
import { unmatchableHash, verifyPassword } from '../passwords'

const loginBody = z.object({
  username: z.string().min(1).max(150),
  password: z.string().min(1).max(1024),
})

/** `POST /api/v1/login/` → `{access_token, company_id, id}`, with brute-force protection per username. */
export function registerLoginRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/api/v1/login/', async (request) => {
    const { username, password } = parseBody(loginBody, request.body)
    const lockedFor = ctx.loginThrottle.lockedFor(username)
    if (lockedFor !== null) throw tooManyAttempts(lockedFor)
    const user = ctx.store.users.findByUsername(username)
    const passwordOk = await verifyPassword(password, user?.password_hash ?? unmatchableHash)
    if (!user || !passwordOk) {
      ctx.loginThrottle.recordFailure(username)
      throw invalidToken('No active account found with the given credentials.')
    }
    ctx.loginThrottle.clear(username)
    return {
      access_token: ctx.keyring.issueSessionToken(user.id, user.company_id),
      company_id: user.company_id,
      id: user.id,
    }
  })
}
