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
import { maskOf } from '../v3/results'
import { receiveUpload } from '../v3/receive'
import { registerV3Routes } from '../v3/routes'

/** Route prefix of every company-scoped resource; `:cid` is checked against the token's company. */
export const companyPrefix = '/api/v1/companies/:cid'
/** Face Skin Analysis 3.0's routes (the v3 upload flow). */
export const companyPrefixV3 = '/api/v3/companies/:cid'

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
  const storage = ctx.storage
  if (!storage) return
  storage.serve({
    receive: (imageId, bytes) => receiveUpload(ctx, imageId, bytes),
    mask: (imageId, parameter) => maskOf(ctx, imageId, parameter),
  })
  app.register(
    async (company) => {
      company.addHook('onRequest', requireCompanyAccess(ctx.keyring, ctx.limiter))
      registerV3Routes(company, ctx, storage)
    },
    { prefix: companyPrefixV3 },
  )
}
