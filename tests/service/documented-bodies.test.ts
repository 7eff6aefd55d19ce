/**
 * Request bodies sent without a length: the documented dialect reads a chunked body (no Content-Length) as
 * empty, as a Django REST Framework backend does, so a client that streams its JSON sees the same 400 as for
 * missing fields; the spec dialect reads it.
 */
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type SubjectPath } from './imageSupport'
import { datasetIdByName, newBatch, newSubject, startDocumented } from './documentedSupport'
import { errorBodySchema, startHarness, type Harness } from './support'
import { recordedAnalyses } from '../support/recordedAnalyses'
import { seedPortrait } from '../support/photos'

let documented: Harness
let spec: Harness
let face: Buffer
beforeAll(async () => {
  ;[documented, spec] = await Promise.all([
    startDocumented(),
    startHarness({ ...recordedAnalyses(), processingDelayMs: 0, rateLimit: false }),
  ])
  face = await seedPortrait()
})
afterAll(() => Promise.all([documented?.service.close(), spec?.service.close()]))

interface Sent {
  status: number
  json: unknown
}

/** Sends JSON with node:http, either with its Content-Length or chunked (two writes, no length). */
function send(
  h: Harness,
  method: string,
  path: string,
  body: unknown,
  how: 'length' | 'chunked',
): Promise<Sent> {
  const text = JSON.stringify(body)
  const headers: Record<string, string | number> = {
    'content-type': 'application/json',
    authorization: `Bearer ${h.token}`,
    ...(how === 'length'
      ? { 'content-length': Buffer.byteLength(text) }
      : { 'transfer-encoding': 'chunked' }),
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(h.service.baseUrl + path, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        resolve({ status: res.statusCode ?? 0, json: raw === '' ? undefined : (JSON.parse(raw) as unknown) })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    const middle = Math.floor(text.length / 2)
    if (how === 'chunked') {
      req.write(text.slice(0, middle))
      req.end(text.slice(middle))
    } else req.end(text)
  })
}

function expectRequired(sent: Sent, attr: string): void {
  expect(sent.status).toBe(400)
  const body = errorBodySchema.parse(sent.json)
  expect(body.type).toBe('validation_error')
  expect(body.errors).toContainEqual(expect.objectContaining({ code: 'required_field', attr }))
}

async function subjectIn(h: Harness): Promise<SubjectPath> {
  return newSubject(h, await datasetIdByName(h, 'Main clinic'), { name: 'Chunky' })
}

const imagesPath = (h: Harness, subject: SubjectPath, batchId: string) =>
  h.companyPath(`${subject.path}/batches/${batchId}/images/`)

describe('chunked request bodies (documented)', () => {
  it('an image upload sent chunked is a missing b64data, and stores nothing; with its length it is stored', async () => {
    const h = documented
    const subject = await subjectIn(h)
    const batchId = await newBatch(h, subject)
    const uploads = h.service.admin.uploadCount()
    const body = { b64data: face.toString('base64'), side_id: 1 }
    expectRequired(await send(h, 'POST', imagesPath(h, subject, batchId), body, 'chunked'), 'b64data')
    expect(h.service.admin.uploadCount()).toBe(uploads)
    const listed = await h.call('GET', imagesPath(h, subject, batchId))
    expect(z.object({ count: z.number() }).parse(listed.json).count).toBe(0)
    const stored = await send(h, 'POST', imagesPath(h, subject, batchId), body, 'length')
    expect(stored.status).toBe(201)
    expect(h.service.admin.uploadCount()).toBe(uploads + 1)
  })

  it('holds for every route: a subject create, a PATCH (nothing changes) and the sign-in', async () => {
    const h = documented
    const datasetId = await datasetIdByName(h, 'Main clinic')
    expectRequired(
      await send(
        h,
        'POST',
        h.companyPath(`/datasets/${datasetId}/subjects/`),
        { name: 'Streamed' },
        'chunked',
      ),
      'name',
    )
    const subject = await subjectIn(h)
    const patched = await send(h, 'PATCH', h.companyPath(`${subject.path}/`), { name: 'Renamed' }, 'chunked')
    expect(patched.status).toBe(200)
    expect(patched.json).toMatchObject({ name: 'Chunky' })
    expectRequired(
      await send(h, 'POST', '/api/v1/auth/login/', { username: 'a@b.test', password: 'x' }, 'chunked'),
      'username',
    )
    const withLength = await send(
      h,
      'PATCH',
      h.companyPath(`${subject.path}/`),
      { name: 'Renamed' },
      'length',
    )
    expect(withLength.json).toMatchObject({ name: 'Renamed' })
  })
})

describe('chunked request bodies (spec)', () => {
  it('are read like any other', async () => {
    const h = spec
    const subject = await subjectIn(h)
    const batch = await h.call('POST', h.companyPath(`${subject.path}/batches/`), { body: {} })
    const batchId = z.object({ id: z.string() }).parse(batch.json).id
    const body = { b64data: face.toString('base64'), side_id: 1 }
    const stored = await send(h, 'POST', imagesPath(h, subject, batchId), body, 'chunked')
    expect(stored.status).toBe(201)
    const patched = await send(h, 'PATCH', h.companyPath(`${subject.path}/`), { name: 'Renamed' }, 'chunked')
    expect(patched.json).toMatchObject({ name: 'Renamed' })
  })
})
