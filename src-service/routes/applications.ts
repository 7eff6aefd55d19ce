import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  acneModes,
  applicationById,
  applications,
  presentApplication,
  type ApplicationDefinition,
} from '../applications/catalog'
import type { ServiceContext } from '../context'
import { forbidden, notFound } from '../http/errors'
import { paginate } from '../http/pagination'
import { parseBody } from '../http/validation'
import { formatTimestamp } from '../time'
import { findDataset } from './datasets'

const startRunBody = z.object({
  dataset_id: z.string().min(1),
  algorithms_flags: z
    .looseObject({ images: z.enum(acneModes).optional() })
    .nullable()
    .optional(),
})

const attachBody = startRunBody.extend({
  enabled_algorithms: z.array(z.string()).nullable().optional(),
})

/**
 * The application marketplace (`GET /applications/`; the acne application only where the operator enabled
 * it) and runs: a run attaches an application to a dataset, and images uploaded afterwards are analysed by it.
 */
export function registerApplicationRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const visibleTo = (companyId: string) =>
    applications.filter((application) => !application.beta || ctx.store.companies.acneEnabled(companyId))

  /** The application, if it exists (404) and this company may use it (403: a beta the operator did not enable). */
  const usable = (application: ApplicationDefinition | null, companyId: string) => {
    if (!application) throw notFound()
    if (application.beta && !ctx.store.companies.acneEnabled(companyId)) {
      throw forbidden(
        `${application.name} is in private beta: ask the operator to enable it for your company.`,
      )
    }
    return application
  }

  /** A run attaches the application to the dataset; images uploaded afterwards are analysed by it. */
  const attach = (
    application: ApplicationDefinition,
    companyId: string,
    body: z.output<typeof startRunBody>,
  ) => {
    const dataset = findDataset(ctx, companyId, body.dataset_id)
    const flags = { ...application.defaultFlags, ...body.algorithms_flags }
    const run = {
      id: randomUUID(),
      application_id: application.id,
      dataset_id: dataset.id,
      algorithms_flags: flags,
      creation_time: formatTimestamp(new Date()),
    }
    ctx.store.runs.insert({ ...run, algorithms_flags: JSON.stringify(flags), implicit: 0 })
    return run
  }

  app.get<{ Params: { cid: string } }>('/applications/', async (request) => {
    const visible = visibleTo(request.params.cid)
    return paginate(request, visible.length, (limit, offset) =>
      visible.slice(offset, offset + limit).map((a) => ctx.dialect.application(presentApplication(a))),
    )
  })

  app.post<{ Params: { cid: string; aid: string } }>('/applications/:aid/runs/', async (request, reply) => {
    const application = usable(applicationById(request.params.aid), request.params.cid)
    const body = parseBody(startRunBody, request.body)
    return reply.code(201).send(attach(application, request.params.cid, body))
  })

  /**
   * The documented way to attach an application (by tech name, or id) to a dataset: the same as a run.
   * `enabled_algorithms` and `?resolve_dependencies=` are accepted; nothing here depends on another application.
   */
  app.post<{ Params: { cid: string; app: string } }>(
    '/applications/:app/attach-to-dataset/',
    async (request, reply) => {
      const named = applications.find(
        (candidate) => candidate.tech_name === request.params.app || candidate.id === request.params.app,
      )
      const application = usable(named ?? null, request.params.cid)
      const body = parseBody(attachBody, request.body)
      const attachment = attach(application, request.params.cid, body)
      return reply.code(201).send({
        ...attachment,
        application_tech_name: application.tech_name,
        enabled_algorithms: body.enabled_algorithms ?? application.algorithms,
      })
    },
  )
}
