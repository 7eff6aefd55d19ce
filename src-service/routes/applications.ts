import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  acneModes,
  applicationById,
  presentApplication,
  type ApplicationDefinition,
} from '../applications/catalog'
import type { ServiceContext } from '../context'
import { errorItem, forbidden, invalidField, notFound, validationError } from '../http/errors'
import { paginate, requestUrl } from '../http/pagination'
import { parseBody } from '../http/validation'
import { isAttached } from '../processing/applicableRuns'
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

/** `?resolve_dependencies=`: a boolean as Django REST Framework reads one; absent is false. */
function readResolveDependencies(raw: string | null): boolean {
  if (raw === null || /^(false|0|no|off|)$/i.test(raw)) return false
  if (/^(true|1|yes|on)$/i.test(raw)) return true
  throw invalidField('resolve_dependencies', 'Must be a valid boolean.')
}

/** The documented error of attach-to-dataset when applications it depends on are not attached. */
function missingDependencies(techNames: readonly string[]) {
  return validationError([
    errorItem('missing_dependencies', 'Missing dependencies.', null, {
      missing_application_tech_names: techNames,
      missing_algorithms: [],
    }),
  ])
}

/**
 * The application marketplace (`GET /applications/`: the dialect's list; the acne application only where the
 * operator enabled it) and attaching: `runs/` (spec 4.5, the older route) and `attach-to-dataset/` both attach an
 * application to a dataset, and images uploaded afterwards are analysed by it.
 */
export function registerApplicationRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const listed = ctx.dialect.applications
  const visibleTo = (companyId: string) =>
    listed.filter((application) => !application.beta || ctx.store.companies.acneEnabled(companyId))

  /** The application, if listed (404) and this company may use it (403: a beta the operator did not enable). */
  const usable = (application: ApplicationDefinition | undefined, companyId: string) => {
    if (!application) throw notFound()
    if (application.beta && !ctx.store.companies.acneEnabled(companyId)) {
      throw forbidden(
        `${application.name} is in private beta: ask the operator to enable it for your company.`,
      )
    }
    return application
  }

  const attach = (application: ApplicationDefinition, datasetId: string, requestedFlags?: object | null) => {
    const flags = { ...application.defaultFlags, ...requestedFlags }
    const run = {
      id: randomUUID(),
      application_id: application.id,
      dataset_id: datasetId,
      algorithms_flags: flags,
      creation_time: formatTimestamp(new Date()),
    }
    ctx.store.runs.insert({ ...run, algorithms_flags: JSON.stringify(flags), implicit: 0 })
    return run
  }

  app.get<{ Params: { cid: string } }>('/applications/', async (request) => {
    const visible = visibleTo(request.params.cid)
    return paginate(request, visible.length, (limit, offset) =>
      visible.slice(offset, offset + limit).map((a) => ctx.dialect.application(presentApplication(a), a)),
    )
  })

  app.post<{ Params: { cid: string; aid: string } }>('/applications/:aid/runs/', async (request, reply) => {
    const { cid, aid } = request.params
    const application = usable(
      listed.find((candidate) => candidate.id === aid),
      cid,
    )
    const body = parseBody(startRunBody, request.body)
    const dataset = findDataset(ctx, cid, body.dataset_id)
    return reply.code(201).send(attach(application, dataset.id, body.algorithms_flags))
  })

  /**
   * The documented way to attach an application (by tech name, or id) to a dataset. An application that depends
   * on others not attached yet is refused (`missing_dependencies`) unless `?resolve_dependencies=true`, which
   * attaches them first (with their default flags). `enabled_algorithms` must name algorithms of the application
   * (as its `algorithms_versions` list them); it is echoed.
   */
  app.post<{ Params: { cid: string; app: string } }>(
    '/applications/:app/attach-to-dataset/',
    async (request, reply) => {
      const { cid } = request.params
      const named = listed.find(
        (candidate) => candidate.tech_name === request.params.app || candidate.id === request.params.app,
      )
      const application = usable(named, cid)
      const resolve = readResolveDependencies(requestUrl(request).searchParams.get('resolve_dependencies'))
      const body = parseBody(attachBody, request.body)
      const unknown = (body.enabled_algorithms ?? []).filter((name) => !application.algorithms.includes(name))
      if (unknown.length > 0)
        throw invalidField(
          'enabled_algorithms',
          `Not an algorithm of ${application.tech_name}: ${unknown.join(', ')} (its algorithms_versions name them).`,
        )
      const dataset = findDataset(ctx, cid, body.dataset_id)
      const missing = application.requires
        .filter((id) => !isAttached(ctx.store, dataset.id, id, ctx.dialect.analysesUnattached))
        .map((id) => applicationById(id))
        .filter((dependency) => dependency !== null)
      if (missing.length > 0 && !resolve) throw missingDependencies(missing.map((m) => m.tech_name))
      const attachment = ctx.store.db.transaction(() => {
        for (const dependency of missing) attach(usable(dependency, cid), dataset.id)
        return attach(application, dataset.id, body.algorithms_flags)
      })()
      return reply.code(201).send({
        ...attachment,
        application_tech_name: application.tech_name,
        enabled_algorithms: body.enabled_algorithms ?? application.algorithms,
      })
    },
  )
}
