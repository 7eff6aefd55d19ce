import type { FastifyInstance } from 'fastify'
import type { ServiceContext } from '../context'
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
 * Analysis results: of one image (a plain array, shuffled on purpose every time) and of a subject
 * (paginated, newest capture first, `?since=` on the capture time).
 */
export function registerResultRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { results } = ctx.store

  app.get<{ Params: { cid: string; iid: string } }>(
    '/images/:iid/metrics_and_submetrics/',
    async (request, reply) => {
      const image = findCompanyImage(ctx, request.params.cid, request.params.iid)
      return reply
        .type(json)
        .send(
          jsonArray(
            shuffled(results.byImage(image.id).map((row) => ctx.dialect.resultJson(resultRecordJson(row)))),
          ),
        )
    },
  )

  app.get<{ Params: { cid: string; sid: string } }>(
    '/subjects/:sid/metrics_and_submetrics/',
    async (request, reply) => {
      const subject = findCompanySubject(ctx, request.params.cid, request.params.sid)
      const since = readSince(requestUrl(request).searchParams.get('since'))
      const page = paginate(request, results.countBySubject(subject.id, since), (limit, offset) =>
        results
          .pageBySubject(subject.id, since, limit, offset)
          .map((row) => ctx.dialect.resultJson(resultRecordJson(row))),
      )
      return reply.type(json).send(pageJson(page))
    },
  )
}
