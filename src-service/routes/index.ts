import type { FastifyInstance } from 'fastify'
import type { ServiceContext } from '../context'
import { requireCompanyAccess } from '../http/auth'
import { readChunkedBodiesAsEmpty } from '../http/chunkedBodies'
import { registerApplicationRoutes } from './applications'
import { registerBatchRoutes } from './batches'
import { registerDatasetRoutes } from './datasets'
import { registerImageRoutes } from './images'
import { registerLoginRoutes } from './login'
import { registerPdfRoutes } from './pdf'
import { registerPrivateTokenRoutes } from './privateTokens'
import { registerResultRoutes } from './results'
import { registerSmoothedRoutes } from './smoothed'
import { registerSubjectRoutes } from './subjects'

/** Route prefix of every company-scoped resource; `:cid` is checked against the token's company. */
export const companyPrefix = '/api/v1/companies/:cid'

/** Registers all resources. A new resource adds one `register…Routes` call here. */
export function registerRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  if (!ctx.dialect.readsChunkedBodies) readChunkedBodiesAsEmpty(app)
  registerLoginRoutes(app, ctx)
  registerPrivateTokenRoutes(app, ctx)
  registerPdfRoutes(app, ctx)
  app.register(
    async (company) => {
      company.addHook('onRequest', requireCompanyAccess(ctx.keyring, ctx.limiter))
      registerDatasetRoutes(company, ctx)
      registerSubjectRoutes(company, ctx)
      registerBatchRoutes(company, ctx)
      registerImageRoutes(company, ctx)
      registerApplicationRoutes(company, ctx)
      registerResultRoutes(company, ctx)
      registerSmoothedRoutes(company, ctx)
    },
    { prefix: companyPrefix },
  )
}
