import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { REPORT_LOCALES } from '../../src-service/pdf'
import { stringsFor } from '../../src-service/pdf/locale'
import { createBatch, createSubject, uploadOk, type SubjectPath } from './imageSupport'
import { datasetIdByName, expectError, startHarness, type Harness } from './support'
import { recordedAnalyses } from '../support/recordedAnalyses'
import { seedPortrait } from '../support/photos'

const detailSchema = z.strictObject({
  detail: z
    .array(
      z.strictObject({
        loc: z.array(z.union([z.string(), z.number()])),
        msg: z.string(),
        type: z.string(),
        input: z.unknown().optional(),
        ctx: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .min(1),
})

let h: Harness
let subject: SubjectPath
let imageId = ''

beforeAll(async () => {
  h = await startHarness({ ...recordedAnalyses(), rateLimit: false, processingDelayMs: 0 })
  subject = await createSubject(h, await datasetIdByName(h, 'Main clinic'), 'Report Tester')
  imageId = (
    await uploadOk(h, subject, await createBatch(h, subject, '2024-06-01 10:00:00'), await seedPortrait(1))
  ).id
  await h.service.admin.processingIdle()
})
afterAll(async () => {
  await h.service.close()
})

interface PdfCall {
  body?: unknown
  rawBody?: string
  token?: string | null
  query?: string
  cookie?: string
}

async function requestPdf(id: string, opts: PdfCall = {}) {
  const headers: Record<string, string> = {}
  const token = opts.token === undefined ? h.token : opts.token
  if (token !== null) headers.authorization = `Bearer ${token}`
  if (opts.cookie) headers.cookie = opts.cookie
  const body = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body))
  if (body !== undefined) headers['content-type'] = 'application/json'
  const url = `${h.service.baseUrl}/service/pdf-generator/v3/images/${id}/pdf/${opts.query ?? ''}`
  const response = await fetch(url, { method: 'POST', headers, body })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') }
}

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' })
}

const asReply = (r: Awaited<ReturnType<typeof requestPdf>>) => ({
  ...r,
  json: JSON.parse(r.text) as unknown,
})

describe('PDF report endpoint', () => {
  it('200 application/pdf with an attachment file name; English by default', async () => {
    for (const opts of [{}, { rawBody: '' }, { body: {} }, { body: { locale: null } }]) {
      const reply = await requestPdf(imageId, opts)
      expect(reply.status, reply.text.slice(0, 300)).toBe(200)
      expect(reply.headers.get('content-type')).toBe('application/pdf')
      expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="report-${imageId}-en.pdf"`)
      expect(reply.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    }
  })

  it.each(REPORT_LOCALES)('locale %s: the report carries its translated title', async (locale) => {
    const reply = await requestPdf(imageId, { body: { locale } })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-disposition')).toContain(`-${locale}.pdf"`)
    const text = pdfText(reply.bytes).replace(/\s+/g, ' ')
    expect(text).toContain(stringsFor(locale).title.replace(/\s+/g, ' '))
  })

  it('a locale without a translation falls back to its language, then English', async () => {
    expect(
      (await requestPdf(imageId, { body: { locale: 'de-AT' } })).headers.get('content-disposition'),
    ).toContain('-de.pdf"')
    expect(
      (await requestPdf(imageId, { body: { locale: 'tlh' } })).headers.get('content-disposition'),
    ).toContain('-en.pdf"')
  })

  it('accepts the key as x-token query parameter and as sessionid cookie', async () => {
    const byQuery = await requestPdf(imageId, {
      token: null,
      query: `?x-token=${encodeURIComponent(h.token)}`,
    })
    expect(byQuery.status).toBe(200)
    const byCookie = await requestPdf(imageId, { token: null, cookie: `theme=dark; sessionid=${h.token}` })
    expect(byCookie.status).toBe(200)
    expect(byCookie.bytes.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('no or a wrong credential → 401 invalid_token', async () => {
    expectError(asReply(await requestPdf(imageId, { token: null })), 401, 'client_error', 'invalid_token')
    expectError(asReply(await requestPdf(imageId, { token: 'nope' })), 401, 'client_error', 'invalid_token')
    expectError(
      asReply(await requestPdf(imageId, { token: null, query: '?x-token=nope', cookie: 'sessionid=nope' })),
      401,
      'client_error',
      'invalid_token',
    )
  })

  it('a locale breaking the pattern → 422 with the detail array of spec 4.1', async () => {
    for (const locale of ['en_US', 'e', 'english-', '12', 'de-AT-toolongsubtag', 'fr-']) {
      const reply = await requestPdf(imageId, { body: { locale } })
      expect(reply.status, locale).toBe(422)
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
      const body = detailSchema.parse(JSON.parse(reply.text))
      expect(body.detail[0]).toEqual({
        loc: ['body', 'locale'],
        msg: "String should match pattern '^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$'",
        type: 'string_pattern_mismatch',
        input: locale,
        ctx: { pattern: '^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$' },
      })
    }
    const notString = detailSchema.parse(
      JSON.parse((await requestPdf(imageId, { body: { locale: 5 } })).text),
    )
    expect(notString.detail[0]).toMatchObject({ loc: ['body', 'locale'], type: 'string_type', input: 5 })
    const malformed = detailSchema.parse(
      JSON.parse((await requestPdf(imageId, { rawBody: '{"locale":' })).text),
    )
    expect(malformed.detail[0]).toMatchObject({ type: 'json_invalid', loc: ['body', 0] })
    const notUuid = await requestPdf('not-a-uuid', { body: {} })
    expect(notUuid.status).toBe(422)
    expect(detailSchema.parse(JSON.parse(notUuid.text)).detail[0]).toMatchObject({
      loc: ['path', 'image_id'],
    })
  })

  it('404 for an unknown image and for an image of another company', async () => {
    expectError(
      asReply(await requestPdf(crypto.randomUUID(), { body: {} })),
      404,
      'client_error',
      'not_found',
    )
    const other = h.service.admin.createCompany('Other')
    const otherToken = h.service.admin.createKey(other.id, { name: 'other' }).token
    expectError(asReply(await requestPdf(imageId, { token: otherToken })), 404, 'client_error', 'not_found')
  })

  it('404 while the image has no results yet', async () => {
    const slow = await startHarness({ ...recordedAnalyses(), rateLimit: false, processingDelayMs: 60_000 })
    try {
      const who = await createSubject(slow, await datasetIdByName(slow, 'Walk-in'))
      const fresh = await uploadOk(slow, who, await createBatch(slow, who), await seedPortrait(1))
      const response = await fetch(
        `${slow.service.baseUrl}/service/pdf-generator/v3/images/${fresh.id}/pdf/`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${slow.token}` },
        },
      )
      const text = await response.text()
      expectError(
        { status: response.status, headers: response.headers, text, json: JSON.parse(text) },
        404,
        'client_error',
        'not_found',
      )
    } finally {
      await slow.service.close()
    }
  })
})
