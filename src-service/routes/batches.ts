import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ServiceContext } from '../context'
import type { BatchRow } from '../db/repoBatches'
import { paginate } from '../http/pagination'
import { parseBody } from '../http/validation'
import { formatTimestamp, parseTimestamp } from '../time'
import { findBatch, findSubject, type BatchPath, type SubjectPath } from './lookup'

const createBatchBody = z.object({
  creation_time: z
    .string()
    .transform((text, ctx) => {
      const date = parseTimestamp(text)
      if (date) return formatTimestamp(date)
      ctx.addIssue({ code: 'custom', message: 'Use YYYY-MM-DD HH:MM:SS (UTC) or ISO-8601.' })
      return z.NEVER
    })
    .nullable()
    .optional(),
})

export function presentBatch(row: BatchRow) {
  return {
    id: row.id,
    subject_id: row.subject_id,
    creation_time: row.creation_time,
    images_count: row.images_count,
  }
}

/**
 * Batches (one visit's photos) of a subject: paginated list in creation order, create (`{}` or
 * `{creation_time}`, which is also the capture time of its images), read, delete (with images and results).
 */
export function registerBatchRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { batches, images } = ctx.store
  const listPath = '/datasets/:did/subjects/:sid/batches/'
  const onePath = '/datasets/:did/subjects/:sid/batches/:bid/'

  app.get<{ Params: SubjectPath }>(listPath, async (request) => {
    const subject = findSubject(ctx, request.params)
    return paginate(request, batches.count(subject.id), (limit, offset) =>
      batches.page(subject.id, limit, offset).map((row) => ctx.dialect.batch(presentBatch(row))),
    )
  })

  app.post<{ Params: SubjectPath }>(listPath, async (request, reply) => {
    const subject = findSubject(ctx, request.params)
    const body = parseBody(createBatchBody, request.body)
    const id = randomUUID()
    batches.insert({
      id,
      subject_id: subject.id,
      creation_time: body.creation_time ?? formatTimestamp(new Date()),
    })
    return reply
      .code(201)
      .send(ctx.dialect.batch(presentBatch(findBatch(ctx, { ...request.params, bid: id }))))
  })

  app.get<{ Params: BatchPath }>(onePath, async (request) =>
    ctx.dialect.batch(presentBatch(findBatch(ctx, request.params))),
  )

  app.delete<{ Params: BatchPath }>(onePath, async (request, reply) => {
    const batch = findBatch(ctx, request.params)
    const imageIds = images.idsOfBatch(batch.id)
    batches.remove(batch.subject_id, batch.id)
    await ctx.imageBytes.discard(imageIds)
    return reply.code(204).send()
  })
}
