import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ServiceContext } from '../context'
import type { NewImage } from '../db/repoImages'
import { invalidField, notFound } from '../http/errors'
import { paginate, requestUrl } from '../http/pagination'
import { parseBody } from '../http/validation'
import { decodeUpload, maxImageBytes } from '../images/decodeUpload'
import { stageAndCommit, uploadedRow } from '../images/storeUpload'
import { defaultLightId, lightIds, sideIds, sideTechName } from '../images/sides'
import { findBatch, findCompanyImage, type BatchPath } from './lookup'

/** Base64 of the largest image, plus room for the other fields. */
export const uploadBodyLimit = Math.ceil(maxImageBytes / 3) * 4 + 1024 * 1024

const uploadBody = z.object({
  b64data: z.string().min(1),
  side_id: z.literal(sideIds),
  light_id: z.literal(lightIds).nullable().optional(),
  name: z.string().trim().max(512).nullable().optional(),
})

const sideTaken = (sideId: number) =>
  invalidField('side_id', `This batch already has an image for side ${sideId} (${sideTechName(sideId)}).`)

export function originalUrl(request: FastifyRequest, companyId: string, imageId: string): string {
  return `${requestUrl(request).origin}/api/v1/companies/${companyId}/images/${imageId}/original/`
}

export function presentImage(
  request: FastifyRequest,
  row: NewImage,
  where: { company_id: string; dataset_id: string; subject_id: string },
) {
  return {
    id: row.id,
    name: row.name,
    side_id: row.side_id,
    side_tech_name: sideTechName(row.side_id),
    light_id: row.light_id,
    creation_time: row.creation_time,
    batch_id: row.batch_id,
    subject_id: where.subject_id,
    dataset_id: where.dataset_id,
    width: row.width,
    height: row.height,
    urls: { original: originalUrl(request, where.company_id, row.id) },
  }
}

/**
 * Images of a batch: upload (one per side; validated fully before anything is stored; the file is written
 * before the database commit and removed if the commit fails), list, and (where the dialect serves originals
 * from the API) the original bytes. Elsewhere `urls.original` is a signed link to the storage host, or null once
 * the dataset's policy erased the original.
 */
export function registerImageRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { store } = ctx
  const path = '/datasets/:did/subjects/:sid/batches/:bid/images/'
  const storageUrl = (row: NewImage & { original_erased?: number }) =>
    ctx.storage && !row.original_erased ? ctx.storage.urlFor(row.id) : null
  const present = (...args: Parameters<typeof presentImage>) =>
    ctx.dialect.image(presentImage(...args), storageUrl(args[1]))
  const where = (params: BatchPath, subjectId: string) => ({
    company_id: params.cid,
    dataset_id: params.did,
    subject_id: subjectId,
  })

  app.get<{ Params: BatchPath }>(path, async (request) => {
    const batch = findBatch(ctx, request.params)
    const rows = store.images.listByBatch(batch.id)
    return paginate(request, rows.length, (limit, offset) =>
      rows
        .slice(offset, offset + limit)
        .map((row) => present(request, row, where(request.params, batch.subject_id))),
    )
  })

  app.post<{ Params: BatchPath }>(path, { bodyLimit: uploadBodyLimit }, async (request, reply) => {
    const batch = findBatch(ctx, request.params)
    const body = parseBody(uploadBody, request.body)
    if (store.images.sideTaken(batch.id, body.side_id)) throw sideTaken(body.side_id)
    const decoded = await decodeUpload(body.b64data)
    const row = uploadedRow(decoded, {
      id: randomUUID(),
      batch_id: batch.id,
      side_id: body.side_id,
      light_id: body.light_id ?? defaultLightId,
      name: body.name || null,
    })
    await stageAndCommit(ctx, row, decoded.bytes, (inDatabase) => {
      if (!store.batches.find(batch.subject_id, batch.id)) throw notFound()
      if (store.images.sideTaken(batch.id, row.side_id)) throw sideTaken(row.side_id)
      row.runs_seen = store.runs.lastSeq()
      store.images.insert(row, inDatabase)
    })
    ctx.uploads.record(row.side_id)
    ctx.pipeline.schedule(row.id)
    return reply.code(201).send(present(request, row, where(request.params, batch.subject_id)))
  })

  if (ctx.dialect.originals !== 'api') return
  app.get<{ Params: { cid: string; iid: string } }>('/images/:iid/original/', async (request, reply) => {
    const image = findCompanyImage(ctx, request.params.cid, request.params.iid)
    const bytes = await ctx.imageBytes.read(image.id)
    if (!bytes) throw notFound()
    return reply.type(image.media_type).header('cache-control', 'private, max-age=86400').send(bytes)
  })
}
