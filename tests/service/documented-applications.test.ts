/**
 * Applications in the documented dialect: Face Skin Metrics 2.0 by its documented tech name, Face Skin Analysis 3.0
 * listed (attachable, but it never analyses a v1 upload), and the acne application's dependency on Face Skin
 * Metrics 2.0 when attached with attach-to-dataset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ACNE_APPLICATION_ID } from '../../src-service/server'
import { upload } from './imageSupport'
import {
  analysedRecords,
  connectedTechNames,
  datasetIdByName,
  newBatch,
  newDataset,
  newSubject,
  startDocumented,
} from './documentedSupport'
import { errorBodySchema, expectError, type Harness } from './support'
import { seedPortrait } from '../support/photos'

let h: Harness
beforeAll(async () => {
  h = await startDocumented({ acneEnabledByDefault: true })
})
afterAll(() => h?.service.close())

const attach = (techName: string, body: unknown, query = '') =>
  h.call('POST', h.companyPath(`/applications/${techName}/attach-to-dataset/${query}`), { body })

async function freshDataset(name: string): Promise<string> {
  return z.object({ id: z.string() }).parse(await newDataset(h, { name })).id
}

describe('applications (documented)', () => {
  it('lists Face Skin Metrics 2.0, Face Skin Analysis 3.0 and, enabled, the acne application', async () => {
    const reply = await h.call('GET', h.companyPath('/applications/'))
    const page = z
      .object({ results: z.array(z.looseObject({ name: z.string(), tech_name: z.string() })) })
      .parse(reply.json)
    expect(page.results.map((a) => [a.name, a.tech_name])).toEqual([
      ['Face Skin Metrics 2.0', 'face_skin_metrics_2.0'],
      ['Face Skin Analysis 3.0', 'face_skin_metrics_3.0'],
      ['Acne Analysis', 'acne_analysis'],
    ])
  })

  it("lists each application's algorithms_versions, and takes only those as enabled_algorithms", async () => {
    const list = await h.call('GET', h.companyPath('/applications/'))
    const items = z
      .object({
        results: z.array(
          z.looseObject({
            tech_name: z.string(),
            algorithms_versions: z.array(z.looseObject({ tech_name: z.string() })),
          }),
        ),
      })
      .parse(list.json).results
    const face = items.find((item) => item.tech_name === 'face_skin_metrics_2.0')
    const algorithms = face?.algorithms_versions.map((a) => a.tech_name) ?? []
    expect(algorithms).toEqual(expect.arrayContaining(['redness', 'pores', 'skin_tone']))
    const datasetId = await freshDataset('Attach with algorithms')
    const wrong = await attach('face_skin_metrics_2.0', {
      dataset_id: datasetId,
      enabled_algorithms: ['redness', 'tan'],
    })
    expectError(wrong, 400, 'validation_error', 'invalid_field_value', 'enabled_algorithms')
    const right = await attach('face_skin_metrics_2.0', {
      dataset_id: datasetId,
      enabled_algorithms: algorithms,
    })
    expect(right.status, right.text).toBe(201)
  })

  it('refuses acne without Face Skin Metrics 2.0 (missing_dependencies), attaches both with resolve_dependencies', async () => {
    const datasetId = await freshDataset('Acne without metrics')
    const refused = await attach('acne_analysis', {
      dataset_id: datasetId,
      algorithms_flags: { images: 'front' },
    })
    const body = expectError(refused, 400, 'validation_error', 'missing_dependencies', null)
    expect(body.errors).toEqual([
      {
        code: 'missing_dependencies',
        detail: 'Missing dependencies.',
        attr: null,
        extra: { missing_application_tech_names: ['face_skin_metrics_2.0'], missing_algorithms: [] },
      },
    ])
    expect(await connectedTechNames(h, datasetId)).toEqual([])
    expectError(
      await attach('acne_analysis', { dataset_id: datasetId }, '?resolve_dependencies=perhaps'),
      400,
      'validation_error',
      'invalid_field_value',
      'resolve_dependencies',
    )
    expectError(
      await attach('acne_analysis', { dataset_id: datasetId }, '?resolve_dependencies=false'),
      400,
      'validation_error',
      'missing_dependencies',
    )

    const resolved = await attach('acne_analysis', { dataset_id: datasetId }, '?resolve_dependencies=true')
    expect(resolved.status, resolved.text).toBe(201)
    expect(resolved.json).toMatchObject({
      application_id: ACNE_APPLICATION_ID,
      application_tech_name: 'acne_analysis',
      dataset_id: datasetId,
    })
    expect((await connectedTechNames(h, datasetId)).sort()).toEqual([
      'acne_analysis',
      'face_skin_metrics_2.0',
    ])

    const subject = await newSubject(h, datasetId)
    const image = z
      .object({ id: z.string() })
      .parse((await upload(h, subject, await newBatch(h, subject), await seedPortrait())).json)
    const families = (await analysedRecords(h, image.id)).map((r) => String(r.algorithm_family_tech_name))
    expect(families.filter((f) => f.startsWith('acne.'))).toHaveLength(5)
    expect(families.filter((f) => f.startsWith('selfie_v2.'))).toHaveLength(6)
  })

  it('attaches acne without more ado where Face Skin Metrics 2.0 is attached', async () => {
    const main = await datasetIdByName(h, 'Main clinic')
    const reply = await attach('acne_analysis', {
      dataset_id: main,
      enabled_algorithms: ['acne_class'],
      algorithms_flags: { images: 'triplet' },
    })
    expect(reply.status, reply.text).toBe(201)
    expect(reply.json).toMatchObject({
      enabled_algorithms: ['acne_class'],
      algorithms_flags: { images: 'triplet' },
    })
    const alone = await freshDataset('Metrics first')
    expect((await attach('face_skin_metrics_2.0', { dataset_id: alone })).status).toBe(201)
    expect((await attach('acne_analysis', { dataset_id: alone })).status).toBe(201)
  })

  it('keeps the older runs/ route, which attaches without checking dependencies', async () => {
    const datasetId = await freshDataset('Runs route')
    const reply = await h.call('POST', h.companyPath(`/applications/${ACNE_APPLICATION_ID}/runs/`), {
      body: { dataset_id: datasetId },
    })
    expect(reply.status, reply.text).toBe(201)
    expect(await connectedTechNames(h, datasetId)).toEqual(['acne_analysis'])
  })

  it('attaches Face Skin Analysis 3.0, which adds no results to v1 uploads', async () => {
    const datasetId = await freshDataset('Three point oh')
    const reply = await attach('face_skin_metrics_3.0', { dataset_id: datasetId })
    expect(reply.status, reply.text).toBe(201)
    expect(await connectedTechNames(h, datasetId)).toEqual(['face_skin_metrics_3.0'])
    const subject = await newSubject(h, datasetId)
    const image = z
      .object({ id: z.string() })
      .parse((await upload(h, subject, await newBatch(h, subject), await seedPortrait())).json)
    expect(await analysedRecords(h, image.id)).toEqual([])
  })

  it('answers 404 for the old tech name and an unknown one', async () => {
    const datasetId = await freshDataset('Old names')
    for (const name of ['face_skin_metrics_v2', 'no_such_app']) {
      const reply = await attach(name, { dataset_id: datasetId })
      expectError(reply, 404, 'client_error', 'not_found')
      errorBodySchema.parse(reply.json)
    }
  })
})
