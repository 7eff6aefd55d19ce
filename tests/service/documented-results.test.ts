/**
 * Results in the documented dialect: a subject's records come as a bare array of all of them (newest capture
 * first, `since` honoured, no pages), and an `is_ok: false` record's `result` is its error text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { upload, type SubjectPath } from './imageSupport'
import { datasetIdByName, isoMs, newBatch, newSubject, startDocumented } from './documentedSupport'
import { expectError, type Harness } from './support'
import { hillsLandscape, seedPortrait } from '../support/photos'

let h: Harness
let subject: SubjectPath
/** The images of `subject` by the day of their batch's capture; the last one has no face. */
const visits: Record<string, string> = {}
const days = ['2024-05-10', '2024-01-15', '2024-09-01', '2024-03-20']

beforeAll(async () => {
  h = await startDocumented()
  subject = await newSubject(h, await datasetIdByName(h, 'Main clinic'), { name: 'Documented Results' })
  for (const day of days) {
    const batchId = await newBatch(h, subject, `${day} 09:00:00`)
    const photo = day === '2024-03-20' ? await hillsLandscape() : await seedPortrait(1)
    const reply = await upload(h, subject, batchId, photo)
    expect(reply.status, reply.text).toBe(201)
    visits[day] = z.object({ id: z.string() }).parse(reply.json).id
  }
  await h.service.admin.processingIdle()
})
afterAll(() => h?.service.close())

const recordSchema = z.looseObject({
  id: z.string(),
  is_ok: z.boolean(),
  image_id: z.string(),
  result: z.unknown(),
})

async function subjectRecords(query = '') {
  const reply = await h.call(
    'GET',
    h.companyPath(`/subjects/${subject.subjectId}/metrics_and_submetrics/${query}`),
  )
  expect(reply.status, reply.text).toBe(200)
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
  return z.array(recordSchema).parse(reply.json)
}

describe("a subject's metrics_and_submetrics (documented)", () => {
  it('is a bare array of every record, newest capture first, whatever page_size says', async () => {
    const records = await subjectRecords()
    expect(records).toHaveLength(4 * 6)
    const order = [...new Set(records.map((r) => r.image_id))]
    const newestFirst = [...days].sort().reverse()
    expect(order).toEqual(newestFirst.map((day) => visits[day]))
    expect((await subjectRecords('?page_size=1&page=1')).map((r) => r.id)).toEqual(records.map((r) => r.id))
  })

  it('honours since on the capture time (and still refuses a bad one)', async () => {
    const records = await subjectRecords('?since=2024-05-01')
    expect(new Set(records.map((r) => r.image_id))).toEqual(
      new Set([visits['2024-05-10'], visits['2024-09-01']]),
    )
    expect(await subjectRecords('?since=2025-01-01T00:00:00Z')).toEqual([])
    expectError(
      await h.call('GET', h.companyPath(`/subjects/${subject.subjectId}/metrics_and_submetrics/?since=May`)),
      400,
      'validation_error',
      'invalid_field_value',
      'since',
    )
  })

  it('is 404 for an unknown subject', async () => {
    expectError(
      await h.call('GET', h.companyPath(`/subjects/${crypto.randomUUID()}/metrics_and_submetrics/`)),
      404,
      'client_error',
      'not_found',
    )
  })
})

describe('failed records (documented)', () => {
  it('carry the error text as result, on the image and the subject endpoints', async () => {
    const imageId = visits['2024-03-20'] ?? ''
    const reply = await h.call('GET', h.companyPath(`/images/${imageId}/metrics_and_submetrics/`))
    const failed = z.array(recordSchema.extend({ creation_time: z.string() })).parse(reply.json)
    expect(failed).toHaveLength(6)
    for (const record of failed) expect(record).toMatchObject({ is_ok: false, result: 'No face detected' })
    const ofSubject = (await subjectRecords()).filter((r) => r.image_id === imageId)
    expect(ofSubject.map((r) => r.result)).toEqual(Array(6).fill('No face detected'))
  })

  it('leave ok records with their result object', async () => {
    const ok = (await subjectRecords()).filter((r) => r.image_id === visits['2024-05-10'])
    expect(ok.every((r) => r.is_ok && typeof r.result === 'object' && r.result !== null)).toBe(true)
    const batch = await h.call('GET', h.companyPath(`${subject.path}/batches/`))
    expect(
      z.looseObject({ results: z.array(z.looseObject({ creation_time: isoMs })) }).parse(batch.json).results,
    ).toHaveLength(4)
  })
})
