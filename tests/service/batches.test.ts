import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  batchImages,
  batchSchema,
  createBatch,
  createSubject,
  imageResults,
  uploadOk,
  type SubjectPath,
} from './imageSupport'
import { datasetIdByName, expectError, pageSchema, startHarness, type Harness } from './support'
import { recordedAnalyses } from '../support/recordedAnalyses'
import { hillsLandscape } from '../support/photos'

const dir = mkdtempSync(join(tmpdir(), 'skin-batches-'))
let h: Harness
let subject: SubjectPath
let walkInId: string
const batches = (suffix = '') => h.companyPath(`${subject.path}/batches/${suffix}`)

beforeAll(async () => {
  h = await startHarness({
    ...recordedAnalyses(),
    rateLimit: false,
    processingDelayMs: 0,
    dbPath: join(dir, 'service.sqlite'),
  })
  subject = await createSubject(h, await datasetIdByName(h, 'Main clinic'), 'Batch Tester')
  walkInId = await datasetIdByName(h, 'Walk-in')
})
afterAll(async () => {
  await h.service.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('batches', () => {
  it('creates with {} (now) and reads it back', async () => {
    const created = await h.call('POST', batches(), { body: {} })
    expect(created.status).toBe(201)
    const batch = batchSchema.parse(created.json)
    expect(batch).toMatchObject({ subject_id: subject.subjectId, images_count: 0 })
    expect(Math.abs(Date.parse(`${batch.creation_time}Z`) - Date.now())).toBeLessThan(5000)
    const read = await h.call('GET', batches(`${batch.id}/`))
    expect(batchSchema.parse(read.json)).toEqual(batch)
  })

  it('takes creation_time as service timestamp, date or ISO-8601 and stores it in UTC', async () => {
    const cases: [string, string][] = [
      ['2024-03-01 10:20:30', '2024-03-01 10:20:30'],
      ['2024-03-02', '2024-03-02 00:00:00'],
      ['2024-03-03T10:00:00Z', '2024-03-03 10:00:00'],
      ['2024-03-04T12:00:00.250+02:00', '2024-03-04 10:00:00'],
    ]
    for (const [input, stored] of cases) {
      const reply = await h.call('POST', batches(), { body: { creation_time: input } })
      expect(reply.status, input).toBe(201)
      expect(batchSchema.parse(reply.json).creation_time).toBe(stored)
    }
    expect((await h.call('POST', batches(), { body: { creation_time: null } })).status).toBe(201)
  })

  it('rejects a bad creation_time with attr creation_time', async () => {
    for (const bad of ['yesterday', '2024-02-30', '2024-13-01', 12, '2024-03-01T25:00:00Z']) {
      expectError(
        await h.call('POST', batches(), { body: { creation_time: bad } }),
        400,
        'validation_error',
        'invalid_field_value',
        'creation_time',
      )
    }
  })

  it('lists paginated, oldest first', async () => {
    const page = pageSchema(batchSchema).parse((await h.call('GET', batches('?page_size=2'))).json)
    expect(page.count).toBeGreaterThanOrEqual(6)
    expect(page.results).toHaveLength(2)
    expect(page.next).toContain('page=2')
    const all = pageSchema(batchSchema).parse((await h.call('GET', batches('?page_size=100'))).json)
    expect(all.results.map((b) => b.id)).toEqual(expect.arrayContaining(page.results.map((b) => b.id)))
    expect(all.results[0]?.id).toBe(page.results[0]?.id)
  })

  it('404 for a subject of another dataset, an unknown subject or batch; 403 for another company', async () => {
    const wrongDataset = h.companyPath(`/datasets/${walkInId}/subjects/${subject.subjectId}/batches/`)
    expectError(await h.call('GET', wrongDataset), 404, 'client_error', 'not_found')
    expectError(await h.call('POST', wrongDataset, { body: {} }), 404, 'client_error', 'not_found')
    const unknown = h.companyPath(`/datasets/${subject.datasetId}/subjects/${crypto.randomUUID()}/batches/`)
    expectError(await h.call('GET', unknown), 404, 'client_error', 'not_found')
    expectError(await h.call('DELETE', batches(`${crypto.randomUUID()}/`)), 404, 'client_error', 'not_found')
    const other = h.service.admin.createCompany('Other')
    const otherPath = `/api/v1/companies/${other.id}/datasets/${subject.datasetId}/subjects/${subject.subjectId}/batches/`
    expectError(await h.call('GET', otherPath), 403, 'client_error', 'forbidden')
  })

  it('DELETE removes the batch, its images, their files and results', async () => {
    const batchId = await createBatch(h, subject)
    const image = await uploadOk(h, subject, batchId, await hillsLandscape())
    await h.service.admin.processingIdle()
    expect((await imageResults(h, image.id)).length).toBeGreaterThan(0)
    expect(existsSync(join(dir, 'images', image.id))).toBe(true)
    expect(batchSchema.parse((await h.call('GET', batches(`${batchId}/`))).json).images_count).toBe(1)

    const deleted = await h.call('DELETE', batches(`${batchId}/`))
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expectError(await h.call('GET', batches(`${batchId}/`)), 404, 'client_error', 'not_found')
    expectError(await h.call('GET', batches(`${batchId}/images/`)), 404, 'client_error', 'not_found')
    expectError(
      await h.call('GET', h.companyPath(`/images/${image.id}/metrics_and_submetrics/`)),
      404,
      'client_error',
      'not_found',
    )
    expectError(
      await h.call('GET', h.companyPath(`/images/${image.id}/original/`)),
      404,
      'client_error',
      'not_found',
    )
    expect(existsSync(join(dir, 'images', image.id))).toBe(false)
    const report = await h.service.admin.checkConsistency()
    expect(report).toMatchObject({ imagesWithoutBytes: [], resultsWithoutImage: 0, duplicateSides: 0 })
  })

  it('deleting a subject removes its batches, images and files too', async () => {
    const doomed = await createSubject(h, subject.datasetId, 'Doomed')
    const batchId = await createBatch(h, doomed)
    const image = await uploadOk(h, doomed, batchId, await hillsLandscape())
    expect(await batchImages(h, doomed, batchId)).toHaveLength(1)
    expect((await h.call('DELETE', h.companyPath(`${doomed.path}/`))).status).toBe(204)
    await h.service.admin.processingIdle()
    expect(existsSync(join(dir, 'images', image.id))).toBe(false)
    expect(readdirSync(join(dir, 'images')).filter((name) => name.startsWith('.tmp'))).toEqual([])
    expect((await h.service.admin.checkConsistency()).resultsWithoutImage).toBe(0)
  })
})
