import type { FastifyInstance } from 'fastify'
import type { ServiceContext } from '../context'
import type { ResultRow } from '../db/repoResults'
import { invalidField } from '../http/errors'
import { paginate, requestUrl } from '../http/pagination'
import { jsonArray, pageJson, resultRecordJson, shuffled } from '../metrics/presentResult'
import { formatTimestamp, parseTimestamp } from '../time'
import { findCompanyImage, findCompanySubject } from './lookup'

const json = 'application/json; charset=utf-8'

function readSince(raw: string | null): string {
  if (raw === null || raw.trim() === '') return ''
  const date = parseTimestamp(raw)
  if (!date) throw invalidField('since', 'Use YYYY-MM-DD, "YYYY-MM-DD HH:MM:SS" (UTC) or ISO-8601.')
  return formatTimestamp(date)
}

/**
 * Analysis results: of one image (a plain array, shuffled on purpose every time) and of a subject (newest capture
 * first, `?since=` on the capture time): paginated, or in the documented dialect a bare array of all of them.
 */
export function registerResultRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { results } = ctx.store
  const record = (row: ResultRow) => resultRecordJson(row, ctx.dialect.resultJson(row))

  app.get<{ Params: { cid: string; iid: string } }>(
    '/images/:iid/metrics_and_submetrics/',
    async (request, reply) => {
      const image = findCompanyImage(ctx, request.params.cid, request.params.iid)
      return reply.type(json).send(jsonArray(shuffled(results.byImage(image.id).map(record))))
    },
  )

  app.get<{ Params: { cid: string; sid: string } }>(
    '/subjects/:sid/metrics_and_submetrics/',
    async (request, reply) => {
      const subject = findCompanySubject(ctx, request.params.cid, request.params.sid)
      const since = readSince(requestUrl(request).searchParams.get('since'))
      if (ctx.dialect.subjectResults === 'array')
        return reply.type(json).send(jsonArray(results.allBySubject(subject.id, since).map(record)))
      const page = paginate(request, results.countBySubject(subject.id, since), (limit, offset) =>
        results.pageBySubject(subject.id, since, limit, offset).map(record),
      )
      return reply.type(json).send(pageJson(page))
    },
  )
}
