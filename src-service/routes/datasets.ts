import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { applicationById } from '../applications/catalog'
import type { ServiceContext } from '../context'
import type { DatasetRow } from '../db/repoDatasets'
import { notFound } from '../http/errors'
import { paginate } from '../http/pagination'
import { parseBody } from '../http/validation'
import { defaultImageTypeId, imageTypeById, imageTypes } from '../imageTypes'
import { formatTimestamp } from '../time'

interface DatasetParams {
  cid: string
  did: string
}

const createDatasetBody = z.object({
  name: z.string().trim().min(1).max(512),
  image_type_id: z
    .literal(imageTypes.map((type) => type.id))
    .nullable()
    .optional(),
})

/** Where the dialect has them: what happens to a dataset's originals. */
const createWithPoliciesBody = createDatasetBody.extend({
  expire_images_after_days: z.number().int().min(1).max(365).nullable().optional(),
  clean_images_as_soon_as_ready: z.boolean().optional(),
})

export function presentDataset(row: DatasetRow) {
  const imageType = imageTypeById(row.image_type_id)
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    image_type_name: imageType?.name ?? null,
    image_type_tech_name: imageType?.tech_name ?? null,
    creation_time: row.creation_time,
  }
}

/** The dataset of the path, in the caller's company, or 404. */
export function findDataset(ctx: ServiceContext, companyId: string, datasetId: string): DatasetRow {
  const dataset = ctx.store.datasets.find(companyId, datasetId)
  if (!dataset) throw notFound()
  return dataset
}

/** The applications attached to a dataset (documented dialect's `connected_applications`). */
function connectedApplications(ctx: ServiceContext, datasetId: string) {
  return ctx.store.runs.attachedTo(datasetId).flatMap((run) => {
    const application = applicationById(run.application_id)
    return application
      ? [
          {
            id: run.id,
            application_id: application.id,
            tech_name: application.tech_name,
            name: application.name,
          },
        ]
      : []
  })
}

/**
 * Datasets: list (creation order, oldest first), create (with the policies for originals where the dialect has
 * them), read one.
 */
export function registerDatasetRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { datasets } = ctx.store
  const present = (row: DatasetRow) =>
    ctx.dialect.dataset(presentDataset(row), () => ({
      connected_applications: connectedApplications(ctx, row.id),
      expire_images_after_days: row.expire_images_after_days,
      clean_images_as_soon_as_ready: row.clean_images_as_soon_as_ready === 1,
    }))
  const createBody = ctx.dialect.imagePolicies ? createWithPoliciesBody : createDatasetBody

  app.get<{ Params: Pick<DatasetParams, 'cid'> }>('/datasets/', async (request) => {
    const { cid } = request.params
    return paginate(request, datasets.count(cid), (limit, offset) =>
      datasets.page(cid, limit, offset).map(present),
    )
  })

  app.post<{ Params: Pick<DatasetParams, 'cid'> }>('/datasets/', async (request, reply) => {
    const body: z.output<typeof createWithPoliciesBody> = parseBody(createBody, request.body)
    const row: DatasetRow = {
      id: randomUUID(),
      company_id: request.params.cid,
      name: body.name,
      image_type_id: body.image_type_id ?? defaultImageTypeId,
      creation_time: formatTimestamp(new Date()),
      expire_images_after_days: body.expire_images_after_days ?? null,
      clean_images_as_soon_as_ready: body.clean_images_as_soon_as_ready ? 1 : 0,
    }
    datasets.insert(row)
    return reply.code(201).send(present(row))
  })

  app.get<{ Params: DatasetParams }>('/datasets/:did/', async (request) =>
    present(findDataset(ctx, request.params.cid, request.params.did)),
  )
}
