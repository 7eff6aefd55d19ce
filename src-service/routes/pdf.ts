import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ServiceContext } from '../context'
import { authenticate } from '../http/auth'
import { pdfToken } from '../http/credentials'
import { notFound } from '../http/errors'
import { requestUrl } from '../http/pagination'
import { isPlainObject } from '../http/validation'
import { LOCALE_PATTERN, resolveReportLocale, type ReportInput } from '../pdf'

export const pdfPath = '/service/pdf-generator/v3/images/:iid/pdf/'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface DetailItem {
  loc: (string | number)[]
  msg: string
  type: string
  input?: unknown
  ctx?: Record<string, unknown>
}

/** The 422 body of spec 4.1 (FastAPI/pydantic style), instead of the standard error body. */
function unprocessable(reply: FastifyReply, item: DetailItem): FastifyReply {
  return reply.code(422).send({ detail: [item] })
}

/** A body that is not JSON: FastAPI answers it with a 422 `json_invalid`, not a 400. */
class MalformedJson {
  constructor(readonly error: string) {}
}

function localeProblem(body: unknown): DetailItem | null {
  if (body instanceof MalformedJson) {
    return {
      loc: ['body', 0],
      msg: 'JSON decode error',
      type: 'json_invalid',
      input: {},
      ctx: { error: body.error },
    }
  }
  if (body === undefined || body === null) return null
  if (!isPlainObject(body)) {
    return {
      loc: ['body'],
      msg: 'Input should be a valid dictionary or object to extract fields from',
      type: 'model_attributes_type',
      input: body,
    }
  }
  const locale = body.locale
  if (locale === undefined || locale === null) return null
  if (typeof locale !== 'string') {
    return {
      loc: ['body', 'locale'],
      msg: 'Input should be a valid string',
      type: 'string_type',
      input: locale,
    }
  }
  if (LOCALE_PATTERN.test(locale)) return null
  const pattern = LOCALE_PATTERN.source
  return {
    loc: ['body', 'locale'],
    msg: `String should match pattern '${pattern}'`,
    type: 'string_pattern_mismatch',
    input: locale,
    ctx: { pattern },
  }
}

/**
 * `POST /service/pdf-generator/v3/images/{image_id}/pdf/` (spec 4.1): the key as bearer, `x-token` query or
 * `sessionid` cookie; an image of another company is 404 like a missing one; 404 too until it has results.
 */
export function registerPdfRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.register(async (scope) => registerPdfRoute(scope, ctx))
}

function registerPdfRoute(app: FastifyInstance, ctx: ServiceContext): void {
  // the body is optional: an empty JSON body means the default locale
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = String(text)
    if (body.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(body))
    } catch (error) {
      done(null, new MalformedJson(error instanceof Error ? error.message : 'Invalid JSON'))
    }
  })
  app.post<{ Params: { iid: string } }>(pdfPath, async (request, reply) => {
    const principal = await authenticate(
      ctx.keyring,
      ctx.limiter,
      pdfToken(request, requestUrl(request).searchParams),
    )
    const { iid } = request.params
    if (!uuidPattern.test(iid)) {
      return unprocessable(reply, {
        loc: ['path', 'image_id'],
        msg: 'Input should be a valid UUID',
        type: 'uuid_parsing',
        input: iid,
      })
    }
    const problem = localeProblem(request.body)
    if (problem) return unprocessable(reply, problem)
    const body = isPlainObject(request.body) ? request.body : {}
    const requested = typeof body.locale === 'string' ? body.locale : 'en'
    const image = ctx.store.images.locate(iid)
    if (!image || image.company_id !== principal.companyId) throw notFound()
    const results = ctx.store.results.byImage(image.id)
    if (results.length === 0) throw notFound('This image has no analysis results yet.')
    const subject = ctx.store.subjects.findInCompany(image.company_id, image.subject_id)
    const photo = await ctx.imageBytes.read(image.id)
    if (!subject || !photo) throw notFound()
    const input: ReportInput = {
      locale: requested,
      companyName: ctx.store.companies.find(image.company_id)?.name ?? '',
      subject: { name: subject.name, birthDate: subject.birth_date, biologicalSex: subject.biological_sex },
      capturedAt: image.capture_time,
      imageId: image.id,
      photo,
      results: results.map((row) => ({
        algorithm_family_tech_name: row.algorithm_family_tech_name,
        is_ok: row.is_ok === 1,
        result: JSON.parse(row.result) as ReportInput['results'][number]['result'],
      })),
    }
    const pdf = await ctx.reports.render(input)
    const filename = `report-${image.id}-${resolveReportLocale(requested)}.pdf`
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(pdf)
  })
}
