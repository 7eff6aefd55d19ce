import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { median } from '../bench/stats'
import {
  createBatch,
  createSubject,
  faceValue,
  imageResults,
  resultRecordSchema,
  uploadOk,
  type SubjectPath,
} from './imageSupport'
import { datasetIdByName, expectError, pageSchema, startHarness, type Harness } from './support'
import { hillsLandscape, redderSeedPortrait, seedPortrait } from '../support/photos'

let h: Harness
let subject: SubjectPath
/** Images of `subject`, uploaded into batches captured on these days (not in that order). */
const visits: Record<string, string> = {}

beforeAll(async () => {
  h = await startHarness({ rateLimit: false, processingDelayMs: 0 })
  subject = await createSubject(h, await datasetIdByName(h, 'Main clinic'), 'Results Tester')
  for (const day of ['2024-05-10', '2024-01-15', '2024-09-01']) {
    const batchId = await createBatch(h, subject, `${day} 09:00:00`)
    visits[day] = (await uploadOk(h, subject, batchId, await seedPortrait(1))).id
  }
  await h.service.admin.processingIdle()
})
afterAll(async () => {
  await h.service.close()
})

const subjectResults = (query = '') =>
  h.call('GET', h.companyPath(`/subjects/${subject.subjectId}/metrics_and_submetrics/${query}`))

describe('metrics_and_submetrics of an image', () => {
  it('a plain array of exactly-spec records, in a different order from time to time', async () => {
    const imageId = visits['2024-05-10'] ?? ''
    const orders = new Set<string>()
    for (let i = 0; i < 12; i++) {
      const records = await imageResults(h, imageId)
      expect(records).toHaveLength(6)
      expect(records.every((r) => r.image_id === imageId && r.is_ok)).toBe(true)
      orders.add(records.map((r) => r.id).join())
    }
    expect(orders.size).toBeGreaterThan(1)
  })

  it('404 for an unknown image; 403 in another company', async () => {
    expectError(
      await h.call('GET', h.companyPath(`/images/${crypto.randomUUID()}/metrics_and_submetrics/`)),
      404,
      'client_error',
      'not_found',
    )
    const other = h.service.admin.createCompany('Other')
    expectError(
      await h.call(
        'GET',
        `/api/v1/companies/${other.id}/images/${visits['2024-05-10']}/metrics_and_submetrics/`,
      ),
      403,
      'client_error',
      'forbidden',
    )
  })

  it('a landscape photo gives one is_ok:false record per algorithm: "No face detected"', async () => {
    const image = await uploadOk(
      h,
      subject,
      await createBatch(h, subject, '2023-01-01'),
      await hillsLandscape(),
    )
    await h.service.admin.processingIdle()
    const records = await imageResults(h, image.id)
    expect(records).toHaveLength(6)
    for (const record of records) {
      expect(record.is_ok).toBe(false)
      expect(record.result.error).toBe('No face detected')
      expect(record.result.area_results).toEqual([])
    }
  })

  it('a tinted copy of a photo scores redder (lower redness score) than the original', async () => {
    const batch = await createBatch(h, subject, '2022-06-01')
    const plain = await uploadOk(h, subject, batch, await seedPortrait(2), 1)
    const red = await uploadOk(
      h,
      subject,
      await createBatch(h, subject, '2022-06-02'),
      await redderSeedPortrait(2),
      1,
    )
    await h.service.admin.processingIdle()
    const plainScore = faceValue(await imageResults(h, plain.id), 'selfie_v2.redness')
    const redScore = faceValue(await imageResults(h, red.id), 'selfie_v2.redness')
    expect(typeof plainScore).toBe('number')
    expect(Number(redScore)).toBeLessThan(Number(plainScore) - 5)
  })
})

describe('metrics_and_submetrics of a subject', () => {
  it('paginated, newest capture first (not upload order)', async () => {
    const page = pageSchema(resultRecordSchema).parse((await subjectResults('?page_size=100')).json)
    const order = [...new Set(page.results.map((r) => r.image_id))]
    expect(order.slice(0, 3)).toEqual([visits['2024-09-01'], visits['2024-05-10'], visits['2024-01-15']])
    const first = pageSchema(resultRecordSchema).parse((await subjectResults('?page_size=4')).json)
    expect(first.count).toBe(page.count)
    expect(first.results.map((r) => r.id)).toEqual(page.results.slice(0, 4).map((r) => r.id))
    expect(first.next).toContain('page=2')
  })

  it('since: date, "YYYY-MM-DD HH:MM:SS" and ISO-8601 bound the capture time', async () => {
    const imagesSince = async (since: string) => {
      const reply = await subjectResults(`?page_size=100&since=${encodeURIComponent(since)}`)
      expect(reply.status, reply.text).toBe(200)
      return new Set(
        pageSchema(resultRecordSchema)
          .parse(reply.json)
          .results.map((r) => r.image_id),
      )
    }
    expect(await imagesSince('2024-05-10')).toEqual(new Set([visits['2024-09-01'], visits['2024-05-10']]))
    expect(await imagesSince('2024-05-10 09:00:01')).toEqual(new Set([visits['2024-09-01']]))
    expect(await imagesSince('2024-05-10T11:00:00+02:00')).toEqual(
      new Set([visits['2024-09-01'], visits['2024-05-10']]),
    )
    expect(await imagesSince('2030-01-01T00:00:00Z')).toEqual(new Set())
  })

  it('a bad since → 400 invalid_field_value attr since', async () => {
    for (const since of ['last-year', '2024-02-30', '12/05/2024', '2024-05-10T9:00']) {
      expectError(
        await subjectResults(`?since=${encodeURIComponent(since)}`),
        400,
        'validation_error',
        'invalid_field_value',
        'since',
      )
    }
  })

  it('404 for an unknown subject', async () => {
    expectError(
      await h.call('GET', h.companyPath(`/subjects/${crypto.randomUUID()}/metrics_and_submetrics/`)),
      404,
      'client_error',
      'not_found',
    )
  })
})

describe('asynchronous processing', () => {
  it('results appear after the processing delay; the server keeps answering quickly meanwhile', async () => {
    const slow = await startHarness({ rateLimit: false, processingDelayMs: 700 })
    try {
      const who = await createSubject(slow, await datasetIdByName(slow, 'Walk-in'))
      const uploaded = Date.now()
      const image = await uploadOk(slow, who, await createBatch(slow, who), await seedPortrait(3))
      expect(await imageResults(slow, image.id)).toEqual([])
      const latencies: number[] = []
      let results = await imageResults(slow, image.id)
      while (results.length === 0 && Date.now() - uploaded < 20_000) {
        const started = performance.now()
        expect((await slow.call('GET', slow.companyPath('/datasets/'))).status).toBe(200)
        latencies.push(performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 20))
        results = await imageResults(slow, image.id)
      }
      expect(results).toHaveLength(6)
      expect(Date.now() - uploaded).toBeGreaterThanOrEqual(700)
      // analysis runs in a worker thread: the event loop stays free (a median, as CPU may be shared)
      expect(latencies.length).toBeGreaterThan(3)
      expect(median(latencies)).toBeLessThan(100)
    } finally {
      await slow.service.close()
    }
  })
})
