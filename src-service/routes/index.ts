import type { FastifyInstance } from 'fastify'
import type { ServiceContext } from '../context'
import { requireCompanyAccess } from '../http/auth'
import { registerDatasetRoutes } from './datasets'
import { registerLoginRoutes } from './login'
import { registerSubjectRoutes } from './subjects'

/** Route prefix of every company-scoped resource; `:cid` is checked against the token's company. */
export const companyPrefix = '/api/v1/companies/:cid'

/** Registers all resources. A new resource adds one `register…Routes` call here. */
export function registerRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  registerLoginRoutes(app, ctx)
  app.register(
    async (company) => {
      company.addHook('onRequest', requireCompanyAccess(ctx.keyring, ctx.limiter))
      registerDatasetRoutes(company, ctx)
      registerSubjectRoutes(company, ctx)
    },
    { prefix: companyPrefix },
  )
}
