/**
 * Face Skin Analysis 3.0's v3 flow (the real service's migration guide): `upload/` reserves a batch and an image
 * id per side and answers a signed PUT link per side; the bytes go to the storage host (`receive.ts`);
 * `compute/` starts the analysis; `results/` answers `face_skin_metrics_3` (`results.ts`). Served where the
 * service has a storage host (the documented dialect).
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ServiceContext } from '../context'
import { invalidField, notFound } from '../http/errors'
import { requestUrl } from '../http/pagination'
import { parseBody } from '../http/validation'
import { sides, type SideTechName } from '../images/sides'
import { findCompanySubject } from '../routes/lookup'
import type { StorageHost } from '../storage/storageHost'
import { formatTimestamp, parseTimestamp } from '../time'
import { presentV3Results } from './results'

const fileName = z.string().trim().min(1).max(255)
const uploadBody = z.object({
  front: fileName.optional(),
  left: fileName.optional(),
  right: fileName.optional(),
  creation_time: z
    .string()
    .transform((text, ctx) => {
      const date = parseTimestamp(text)
      if (date) return formatTimestamp(date)
      ctx.addIssue({ code: 'custom', message: 'Use ISO-8601.' })
      return z.NEVER
    })
    .nullable()
    .optional(),
  meta: z.unknown().optional(),
})
const computeBody = z.object({ app_args: z.record(z.string(), z.unknown()).nullable().optional() })

const SIDES: readonly SideTechName[] = ['front', 'left', 'right']
/** `expiration_seconds`: the links' lifetime (default one hour, at most seven days, as signed links allow). */
const MAX_LINK_SECONDS = 7 * 24 * 3600

function flag(raw: string | null, name: string): boolean {
  if (raw === null) return false
  if (raw === 'true' || raw === '1') return true
  if (raw === 'false' || raw === '0') return false
  throw invalidField(name, 'Must be a valid boolean.')
}

function linkSeconds(raw: string | null): number {
  if (raw === null) return 3600
  const seconds = Number(raw)
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > MAX_LINK_SECONDS)
    throw invalidField('expiration_seconds', `Use a whole number of seconds from 1 to ${MAX_LINK_SECONDS}.`)
  return seconds
}

export function registerV3Routes(app: FastifyInstance, ctx: ServiceContext, storage: StorageHost): void {
  const { store } = ctx
  const batchOf = (companyId: string, batchId: string) => {
    const batch = store.v3.batch(batchId)
    if (!batch || batch.company_id !== companyId) throw notFound()
    return batch
  }

  app.post<{ Params: { cid: string; sid: string } }>('/subjects/:sid/upload/', async (request) => {
    const subject = findCompanySubject(ctx, request.params.cid, request.params.sid)
    const body = parseBody(uploadBody, request.body ?? {})
    const asked = SIDES.filter((side) => body[side] !== undefined)
    if (asked.length === 0) throw invalidField(null, 'Name at least one of front, left and right.')
    const batchId = randomUUID()
    const slots = asked.map((side) => ({
      image_id: randomUUID(),
      side_id: sides[side],
      name: body[side] ?? '',
    }))
    store.db.transaction(() => {
      store.batches.insert({
        id: batchId,
        subject_id: subject.id,
        creation_time: body.creation_time ?? formatTimestamp(new Date()),
      })
      store.v3.insert(batchId, slots)
    })()
    const answer: Record<string, unknown> = {}
    asked.forEach((side, k) => {
      const slot = slots[k]
      if (!slot) return
      const { url, headers } = storage.uploadFor(slot.image_id)
      answer[side] = { url, method: 'PUT', headers, content_type: headers['Content-Type'], id: slot.image_id }
    })
    return { ...answer, image_batch_id: batchId }
  })

  app.post<{ Params: { cid: string; bid: string } }>('/batches/:bid/compute/', async (request, reply) => {
    const batch = batchOf(request.params.cid, request.params.bid)
    parseBody(computeBody, request.body ?? {})
    if (store.images.listByBatch(batch.batch_id).length === 0)
      throw invalidField(null, 'No image of this batch was uploaded yet.')
    for (const id of store.v3.compute(batch.batch_id)) ctx.pipeline.schedule(id)
    return reply.code(200).send()
  })

  app.get<{ Params: { cid: string; bid: string } }>('/batches/:bid/results/', async (request) => {
    const batch = batchOf(request.params.cid, request.params.bid)
    const query = requestUrl(request).searchParams
    return presentV3Results(ctx, storage, batch, {
      ttlSeconds: linkSeconds(query.get('expiration_seconds')),
      withMasks: flag(query.get('with_masks'), 'with_masks'),
      svgMasks: flag(query.get('svg_masks'), 'svg_masks'),
    })
  })
}
