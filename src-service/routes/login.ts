import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ServiceContext } from '../context'
import { authenticate } from '../http/auth'
import { bearerToken } from '../http/credentials'
import { invalidField, invalidToken, tooManyAttempts } from '../http/errors'
import { parseBody } from '../http/validation'
import { unmatchableHash, verifyPassword } from '../passwords'
import { parseTimestamp } from '../time'

const loginBody = z.object({
  username: z.string().min(1).max(150),
  password: z.string().min(1).max(1024),
})

const privateTokenBody = z.object({
  name: z.string().trim().min(1).max(150),
  expiration_time: z.string().min(1),
})

/** Private tokens live at most this long (chosen). */
const maxTokenDays = 2 * 366

/**
 * `POST /api/v1/login/` → `{access_token, company_id, id}`, with brute-force protection per username (the
 * documented dialect also answers at `/api/v1/auth/login/` and adds `token_access`). The access token is a
 * session token (12 h here, about an hour on the real service). `POST /api/v1/auth/private_tokens/` with it
 * (or any valid token) → `{id, name, expiration_time, data}`: a long-living API key, `data` being the token.
 */
export function registerLoginRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const login = async (request: FastifyRequest) => {
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
    const accessToken = ctx.keyring.issueSessionToken(user.id, user.company_id)
    const answer = { access_token: accessToken, company_id: user.company_id, id: user.id }
    return ctx.dialect.name === 'documented' ? { ...answer, token_access: accessToken } : answer
  }
  app.post('/api/v1/login/', login)
  if (ctx.dialect.name === 'documented') app.post('/api/v1/auth/login/', login)

  app.post('/api/v1/auth/private_tokens/', async (request, reply) => {
    const principal = await authenticate(ctx.keyring, ctx.limiter, bearerToken(request))
    const body = parseBody(privateTokenBody, request.body)
    const expiresAt = parseTimestamp(body.expiration_time)
    if (!expiresAt) throw invalidField('expiration_time', 'Use ISO-8601, e.g. 2027-01-31T00:00:00Z.')
    if (expiresAt.getTime() <= Date.now()) throw invalidField('expiration_time', 'Must be in the future.')
    if (expiresAt.getTime() > Date.now() + maxTokenDays * 86_400_000)
      throw invalidField('expiration_time', `At most ${maxTokenDays} days from now.`)
    const key = ctx.keyring.issueApiKey(principal.companyId, { name: body.name, expiresAt })
    return reply.code(201).send({
      id: key.id,
      name: body.name,
      expiration_time: expiresAt.toISOString(),
      data: key.token,
    })
  })
}
