import type { FastifyInstance } from 'fastify'
import type { ServiceContext } from '../context'
import { biologicalSexDictionary } from '../dialect/biologicalSexes'

/**
 * Dictionaries of the documented dialect (no key needed, as the documentation says of its dictionaries):
 * `GET /api/v1/dicts/biological_sexes/`, a plain array of `{id, name, tech_name}`. The spec dialect has none.
 */
export function registerDictionaryRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  if (ctx.dialect.name === 'spec') return
  app.get('/api/v1/dicts/biological_sexes/', async () => biologicalSexDictionary)
}
