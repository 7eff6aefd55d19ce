import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ServiceContext } from '../context'
import type { SubjectRow } from '../db/repoSubjects'
import { principalOf } from '../http/auth'
import { paginate, requestUrl } from '../http/pagination'
import { parseBody } from '../http/validation'
import { formatTimestamp } from '../time'
import { findDataset } from './datasets'
import { findSubject as findSubjectInPath } from './lookup'
import { createSubjectBody, patchSubjectBody } from './subjectFields'

interface SubjectListParams {
  cid: string
  did: string
}

interface SubjectParams extends SubjectListParams {
  sid: string
}

function parseMeta(text: string | null): unknown {
  return text === null ? null : JSON.parse(text)
}

function encodeMeta(meta: Record<string, unknown> | null | undefined): string | null | undefined {
  return meta === undefined ? undefined : meta === null ? null : JSON.stringify(meta)
}

export function presentSubject(row: SubjectRow) {
  return {
    id: row.id,
    name: row.name,
    birth_date: row.birth_date,
    biological_sex: row.biological_sex,
    meta: parseMeta(row.meta),
    creation_time: row.creation_time,
    author_id: row.author_id,
    dataset: { id: row.dataset_id, name: row.dataset_name },
  }
}

/**
 * Subjects of a dataset: paginated list in creation order (oldest first) with `?q=` (and `?search=` where the
 * dialect takes it; a case- and accent-insensitive substring of the name), create, read, patch, delete (with its batches,
 * images and results), and the GDPR action "delete photos from storage" (the photo files go at once; image
 * records, results and masks stay, and the original's address answers 404 from then on).
 */
export function registerSubjectRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { subjects } = ctx.store
  /** The company a documented record names (looked up once per request, and only where the dialect shows it). */
  const companyOf = (companyId: string) => ({
    id: companyId,
    name: ctx.dialect.name === 'spec' ? '' : (ctx.store.companies.find(companyId)?.name ?? ''),
  })
  const present = (row: SubjectRow, companyId: string) =>
    ctx.dialect.subject(presentSubject(row), companyOf(companyId))
  const findSubject = (params: SubjectParams): SubjectRow => findSubjectInPath(ctx, params)

  app.get<{ Params: SubjectListParams }>('/datasets/:did/subjects/', async (request) => {
    const dataset = findDataset(ctx, request.params.cid, request.params.did)
    const query = requestUrl(request).searchParams
    const param = ctx.dialect.subjectSearchParams.find((name) => query.has(name))
    const search = (param && query.get(param)?.trim()) ?? ''
    const company = companyOf(request.params.cid)
    return paginate(request, subjects.count(dataset.id, search), (limit, offset) =>
      subjects
        .page(dataset.id, search, limit, offset)
        .map((row) => ctx.dialect.subject(presentSubject(row), company)),
    )
  })

  app.post<{ Params: SubjectListParams }>('/datasets/:did/subjects/', async (request, reply) => {
    const dataset = findDataset(ctx, request.params.cid, request.params.did)
    const body = parseBody(createSubjectBody, ctx.dialect.subjectBody(request.body))
    const id = randomUUID()
    subjects.insert({
      id,
      dataset_id: dataset.id,
      name: body.name,
      birth_date: body.birth_date ?? null,
      biological_sex: body.biological_sex ?? null,
      meta: encodeMeta(body.meta) ?? null,
      author_id: principalOf(request).id,
      creation_time: formatTimestamp(new Date()),
    })
    return reply.code(201).send(present(findSubject({ ...request.params, sid: id }), request.params.cid))
  })

  app.get<{ Params: SubjectParams }>('/datasets/:did/subjects/:sid/', async (request) =>
    present(findSubject(request.params), request.params.cid),
  )

  app.patch<{ Params: SubjectParams }>('/datasets/:did/subjects/:sid/', async (request) => {
    const subject = findSubject(request.params)
    const body = parseBody(patchSubjectBody, ctx.dialect.subjectBody(request.body))
    subjects.update(subject.dataset_id, subject.id, { ...body, meta: encodeMeta(body.meta) })
    return present(findSubject(request.params), request.params.cid)
  })

  app.delete<{ Params: SubjectParams }>('/datasets/:did/subjects/:sid/', async (request, reply) => {
    const subject = findSubject(request.params)
    const imageIds = ctx.store.images.idsOfSubject(subject.id)
    subjects.remove(subject.dataset_id, subject.id)
    await ctx.imageBytes.discard(imageIds)
    return reply.code(204).send()
  })

  // The real service documents the action but not its address: this one is the local service's choice.
  app.post<{ Params: SubjectParams }>(
    '/datasets/:did/subjects/:sid/delete_photos_from_storage/',
    async (request, reply) => {
      const subject = findSubject(request.params)
      await ctx.imageBytes.erase(ctx.store.images.idsOfSubject(subject.id))
      return reply.code(204).send()
    },
  )
}
