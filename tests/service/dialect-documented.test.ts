/**
 * `--dialect documented`: the local service answers in the record shapes the real service's documentation
 * shows (service-gaps.md, "The real service's documented records"), so the client can be tested against them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  datasetIdByName,
  dictionaryItem,
  isoMs,
  newBatch,
  newSubject as newSubjectOf,
} from './documentedSupport'
import { upload } from './imageSupport'
import { expectError, startHarness, type Harness } from './support'
import { recordedAnalyses } from '../support/recordedAnalyses'
import { seedPortrait } from '../support/photos'

let h: Harness
let face: Buffer

beforeAll(async () => {
  h = await startHarness({ ...recordedAnalyses(), dialect: 'documented', processingDelayMs: 0 })
  face = await seedPortrait()
})
afterAll(() => h?.service.close())

const newSubject = (datasetId: string, body: Record<string, unknown>) => newSubjectOf(h, datasetId, body)
const createBatch = newBatch

async function analysed(imageId: string) {
  await h.service.admin.processingIdle()
  const reply = await h.call('GET', h.companyPath(`/images/${imageId}/metrics_and_submetrics/`))
  expect(reply.status).toBe(200)
  return z
    .array(
      z.looseObject({
        result: z.looseObject({ area_results: z.array(z.looseObject({ sub_metrics: z.unknown() })) }),
      }),
    )
    .parse(reply.json)
}

describe('the documented dialect', () => {
  it('shows biological_sex as a dictionary item, the company and ISO times in subject records', async () => {
    const main = await datasetIdByName(h, 'Main clinic')
    const listed = await h.call('GET', h.companyPath(`/datasets/${main}/subjects/?page_size=100`))
    const female = z
      .object({ results: z.array(z.looseObject({ biological_sex: dictionaryItem.nullable() })) })
      .parse(listed.json)
      .results.map((subject) => subject.biological_sex)
      .find((sex) => sex?.tech_name === 'female')
    const subject = await newSubject(main, { name: 'Documented Ann', biological_sex: female?.id })
    const record = z
      .looseObject({
        biological_sex: dictionaryItem,
        company: z.strictObject({ id: z.string(), name: z.string() }),
        dataset: z.looseObject({ id: z.string() }),
        creation_time: isoMs,
      })
      .parse(subject.json)
    expect(record.biological_sex.tech_name).toBe('female')
    expect(record.company.id).toBe(h.companyId)
    const plain = await h.call('POST', h.companyPath(`/datasets/${main}/subjects/`), {
      body: { name: 'x', biological_sex: 'female' },
    })
    expectError(plain, 400, 'validation_error', 'invalid_field_value', 'biological_sex')
  })

  it('writes images with side {}, light {}, no side_id, and originals on a storage host that refuses the key', async () => {
    const main = await datasetIdByName(h, 'Main clinic')
    const subject = await newSubject(main, { name: 'Documented Bo' })
    const batchId = await createBatch(h, subject)
    const reply = await upload(h, subject, batchId, face, 3)
    expect(reply.status, reply.text).toBe(201)
    const image = z
      .looseObject({
        id: z.string(),
        side: dictionaryItem,
        light: dictionaryItem,
        image_type: dictionaryItem,
        side_tech_name: z.literal('left'),
        creation_time: isoMs,
        problems: z.array(z.unknown()),
        quality_issues: z.array(z.unknown()),
        urls: z.strictObject({ original: z.string() }),
      })
      .parse(reply.json)
    expect(reply.json).not.toHaveProperty('side_id')
    expect(reply.json).not.toHaveProperty('light_id')
    expect(image.side.id).toBe(3)
    const original = new URL(image.urls.original)
    expect(original.origin).not.toBe(new URL(h.service.baseUrl).origin)
    const plain = await fetch(original)
    expect(plain.status).toBe(200)
    expect(Buffer.from(await plain.arrayBuffer()).equals(face)).toBe(true)
    const withKey = await fetch(original, { headers: { authorization: `Bearer ${h.token}` } })
    expect(withKey.status).toBe(400)
    const forged = new URL(original)
    forged.searchParams.set('signature', '00'.repeat(32))
    expect((await fetch(forged)).status).toBe(403)
  })

  it('lists applications with is_enabled null, and writes sub_metrics null where there are none', async () => {
    const apps = await h.call('GET', h.companyPath('/applications/'))
    const page = z.looseObject({ results: z.array(z.looseObject({ is_enabled: z.null() })) }).parse(apps.json)
    expect(page.results.length).toBeGreaterThan(0)
    const main = await datasetIdByName(h, 'Main clinic')
    const subject = await newSubject(main, { name: 'Documented Cy' })
    const batchId = await createBatch(h, subject)
    const image = z.object({ id: z.string() }).parse((await upload(h, subject, batchId, face, 1)).json)
    const records = await analysed(image.id)
    const subs = records.flatMap((record) => record.result.area_results.map((area) => area.sub_metrics))
    expect(subs).toContain(null)
    expect(subs.some((sub) => Array.isArray(sub) && sub.length > 0)).toBe(true)
  })

  it('analyses a dataset only once Face Skin Metrics is attached to it (attach-to-dataset or runs/)', async () => {
    const walkIn = await datasetIdByName(h, 'Walk-in')
    const dataset = await h.call('GET', h.companyPath(`/datasets/${walkIn}/`))
    expect(
      z.looseObject({ connected_applications: z.array(z.unknown()) }).parse(dataset.json)
        .connected_applications,
    ).toEqual([])
    const before = await newSubject(walkIn, { name: 'Before attach' })
    const first = z
      .object({ id: z.string() })
      .parse((await upload(h, before, await createBatch(h, before), face)).json)
    expect(await analysed(first.id)).toEqual([])

    const attach = await h.call(
      'POST',
      h.companyPath('/applications/face_skin_metrics_2.0/attach-to-dataset/'),
      {
        body: { dataset_id: walkIn, enabled_algorithms: null, algorithms_flags: null },
      },
    )
    expect(attach.status, attach.text).toBe(201)
    expect(
      z.looseObject({ id: z.string(), dataset_id: z.literal(walkIn) }).parse(attach.json).id,
    ).toBeTruthy()
    const attached = await h.call('GET', h.companyPath(`/datasets/${walkIn}/`))
    expect(JSON.stringify(attached.json)).toContain('face_skin_metrics_2.0')
    const after = await newSubject(walkIn, { name: 'After attach' })
    const second = z
      .object({ id: z.string() })
      .parse((await upload(h, after, await createBatch(h, after), face)).json)
    expect((await analysed(second.id)).length).toBeGreaterThan(0)
    expect(await analysed(first.id)).toEqual([])
    const unknown = await h.call('POST', h.companyPath('/applications/no_such_app/attach-to-dataset/'), {
      body: { dataset_id: walkIn },
    })
    expectError(unknown, 404, 'client_error', 'not_found')
  })

  it('signs in at /api/v1/auth/login/ only, and makes a private token with the access token', async () => {
    h.service.admin.createUser(h.companyId, 'nurse@clinic.test', 'correct horse battery')
    const credentials = { username: 'nurse@clinic.test', password: 'correct horse battery' }
    const old = await h.call('POST', '/api/v1/login/', { token: null, body: credentials })
    expectError(old, 404, 'client_error', 'not_found')
    const login = await h.call('POST', '/api/v1/auth/login/', { token: null, body: credentials })
    expect(login.status, login.text).toBe(200)
    const answer = z
      .looseObject({ access_token: z.string(), token_access: z.string(), company_id: z.string() })
      .parse(login.json)
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString()
    const made = await h.call('POST', '/api/v1/auth/private_tokens/', {
      token: answer.access_token,
      body: { name: 'Workstation 1', expiration_time: expires },
    })
    expect(made.status, made.text).toBe(201)
    const token = z
      .strictObject({
        id: z.number().int(),
        name: z.literal('Workstation 1'),
        expiration_time: isoMs,
        data: z.string(),
      })
      .parse(made.json)
    const use = await h.call('GET', h.companyPath('/datasets/'), { token: token.data })
    expect(use.status).toBe(200)
    const past = await h.call('POST', '/api/v1/auth/private_tokens/', {
      body: { name: 'x', expiration_time: '2020-01-01T00:00:00Z' },
    })
    expectError(past, 400, 'validation_error', 'invalid_field_value', 'expiration_time')
    const anonymous = await h.call('POST', '/api/v1/auth/private_tokens/', {
      token: null,
      body: { name: 'x', expiration_time: new Date(Date.now() + 86_400_000).toISOString() },
    })
    expect(anonymous.status).toBe(401)
  })
})
