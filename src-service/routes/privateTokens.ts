import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ServiceContext } from '../context'
import type { ApiKeyRow } from '../db/repoKeys'
import { foldForSearch } from '../db/repoSubjects'
import { authenticate } from '../http/auth'
import { bearerToken } from '../http/credentials'
import { invalidField, notFound } from '../http/errors'
import { paginate, requestUrl } from '../http/pagination'
import { parseBody } from '../http/validation'
import { parseTimestamp } from '../time'

const privateTokenBody = z.object({
  name: z.string().trim().min(1).max(150),
  expiration_time: z.string().min(1),
})

/** Private tokens live at most this long (chosen). */
const maxTokenDays = 2 * 366

/**
 * Private tokens, the company's long-living API keys, managed with any valid token of the company (a sign-in's
 * access token, or a private token, itself included): create (`{id, name, expiration_time, data}`, `data` being
 * the token, shown once), list (paginated, oldest first, `?q=` a substring of the name ignoring case and accents)
 * and revoke (`DELETE …/{id}/` → 204; the token then gets 401; another company's or an unknown id is 404). Ids are
 * as the dialect writes them (spec: the key's uuid; documented: an integer).
 */
export function registerPrivateTokenRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const path = '/api/v1/auth/private_tokens/'
  const principal = (request: FastifyRequest) => authenticate(ctx.keyring, ctx.limiter, bearerToken(request))
  const present = (key: ApiKeyRow) => ({
    id: ctx.dialect.privateTokenId(key),
    name: key.name,
    expiration_time: key.expires_at,
  })

  app.post(path, async (request, reply) => {
    const { companyId } = await principal(request)
    const body = parseBody(privateTokenBody, request.body)
    const expiresAt = parseTimestamp(body.expiration_time)
    if (!expiresAt) throw invalidField('expiration_time', 'Use ISO-8601, e.g. 2027-01-31T00:00:00Z.')
    if (expiresAt.getTime() <= Date.now()) throw invalidField('expiration_time', 'Must be in the future.')
    if (expiresAt.getTime() > Date.now() + maxTokenDays * 86_400_000)
      throw invalidField('expiration_time', `At most ${maxTokenDays} days from now.`)
    const issued = ctx.keyring.issueApiKey(companyId, { name: body.name, expiresAt })
    const key = ctx.store.keys.find(issued.id)
    if (!key) throw new Error('The new key was not stored')
    return reply.code(201).send({ ...present(key), data: issued.token })
  })

  app.get(path, async (request) => {
    const { companyId } = await principal(request)
    const term = foldForSearch(requestUrl(request).searchParams.get('q')?.trim() ?? '')
    const keys = ctx.store.keys.listActive(companyId).filter((key) => foldForSearch(key.name).includes(term))
    return paginate(request, keys.length, (limit, offset) => keys.slice(offset, offset + limit).map(present))
  })

  app.delete<{ Params: { id: string } }>(`${path}:id/`, async (request, reply) => {
    const { companyId } = await principal(request)
    const key = ctx.store.keys
      .listActive(companyId)
      .find((candidate) => String(ctx.dialect.privateTokenId(candidate)) === request.params.id)
    if (!key || !ctx.store.keys.revoke(key.id)) throw notFound()
    return reply.code(204).send()
  })
}
