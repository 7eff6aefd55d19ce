import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ACNE_ALGORITHMS,
  ACNE_FAMILY,
  SKIN_METRICS_ALGORITHMS,
  SKIN_METRICS_FAMILY,
} from '../../src-service/analysis'
import { acneApplication, skinMetricsApplication } from '../../src-service/applications/catalog'
import { ACNE_APPLICATION_ID, SKIN_METRICS_APPLICATION_ID } from '../../src-service/server'
import { createBatch, createSubject, imageResults, uploadOk } from './imageSupport'
import { expectError, pageSchema, startHarness, timestampSchema, uuidSchema, type Harness } from './support'
import { recordedAnalyses } from '../support/recordedAnalyses'
import { hillsLandscape, seedPortrait } from '../support/photos'

const applicationSchema = z.strictObject({
  id: uuidSchema,
  name: z.string(),
  tech_name: z.string(),
  description: z.string().regex(/<\w+>/),
  is_enabled: z.boolean(),
  algorithms_flags: z.record(z.string(), z.unknown()),
  image_type: z.strictObject({
    tech_name: z.literal('selfie'),
    sides: z.array(z.strictObject({ id: z.number().int(), tech_name: z.string() })),
  }),
})

const runSchema = z.strictObject({
  id: uuidSchema,
  application_id: uuidSchema,
  dataset_id: uuidSchema,
  algorithms_flags: z.record(z.string(), z.unknown()),
  creation_time: timestampSchema,
})

let h: Harness
beforeAll(async () => {
  h = await startHarness({ ...recordedAnalyses(), rateLimit: false, processingDelayMs: 0 })
})
afterAll(async () => {
  await h.service.close()
})

async function newDataset(name: string): Promise<string> {
  const reply = await h.call('POST', h.companyPath('/datasets/'), { body: { name } })
  return z.object({ id: z.string() }).parse(reply.json).id
}

const startRun = (applicationId: string, body: unknown) =>
  h.call('POST', h.companyPath(`/applications/${applicationId}/runs/`), { body })

const families = (records: { algorithm_family_tech_name: string }[]) =>
  records.map((r) => r.algorithm_family_tech_name).sort()

describe('applications', () => {
  it("the catalog names the analysis module's families and algorithms (for is_ok:false records)", () => {
    expect(skinMetricsApplication.familyPrefix).toBe(SKIN_METRICS_FAMILY)
    expect(skinMetricsApplication.algorithms).toEqual(SKIN_METRICS_ALGORITHMS)
    expect(acneApplication.familyPrefix).toBe(ACNE_FAMILY)
    expect(acneApplication.algorithms).toEqual(ACNE_ALGORITHMS)
  })

  it('lists Face Skin Metrics 2.0 only while the acne application is not enabled', async () => {
    h.service.admin.setAcneEnabled(h.companyId, false)
    const page = pageSchema(applicationSchema).parse(
      (await h.call('GET', h.companyPath('/applications/'))).json,
    )
    expect(page.count).toBe(1)
    expect(page.results[0]).toMatchObject({
      id: SKIN_METRICS_APPLICATION_ID,
      name: 'Face Skin Metrics 2.0',
      tech_name: 'face_skin_metrics_2.0',
      is_enabled: true,
    })
  })

  it('lists the acne application (fixed id, front/left/right) once the operator enabled it', async () => {
    h.service.admin.setAcneEnabled(h.companyId, true)
    const page = pageSchema(applicationSchema).parse(
      (await h.call('GET', h.companyPath('/applications/'))).json,
    )
    expect(page.results.map((a) => a.id)).toEqual([SKIN_METRICS_APPLICATION_ID, ACNE_APPLICATION_ID])
    const acne = page.results[1]
    expect(acne?.image_type.sides.map((s) => s.tech_name)).toEqual(['front', 'left', 'right'])
    expect(acne?.algorithms_flags).toEqual({ images: 'front' })
    const paged = pageSchema(applicationSchema).parse(
      (await h.call('GET', h.companyPath('/applications/?page=2&page_size=1'))).json,
    )
    expect(paged.results.map((a) => a.id)).toEqual([ACNE_APPLICATION_ID])
    expect(() => h.service.admin.setAcneEnabled(crypto.randomUUID(), true)).toThrow()
  })
})

describe('runs', () => {
  it('201 with the run record', async () => {
    h.service.admin.setAcneEnabled(h.companyId, true)
    const datasetId = await newDataset('Runs')
    const reply = await startRun(ACNE_APPLICATION_ID, {
      dataset_id: datasetId,
      algorithms_flags: { images: 'triplet' },
    })
    expect(reply.status, reply.text).toBe(201)
    expect(runSchema.parse(reply.json)).toMatchObject({
      application_id: ACNE_APPLICATION_ID,
      dataset_id: datasetId,
      algorithms_flags: { images: 'triplet' },
    })
    const plain = runSchema.parse(
      (await startRun(SKIN_METRICS_APPLICATION_ID, { dataset_id: datasetId })).json,
    )
    expect(plain.algorithms_flags).toEqual({})
  })

  it('errors: bad images flag, missing dataset_id, unknown application or dataset, acne not enabled', async () => {
    h.service.admin.setAcneEnabled(h.companyId, true)
    const datasetId = await newDataset('Run errors')
    const bad = expectError(
      await startRun(ACNE_APPLICATION_ID, { dataset_id: datasetId, algorithms_flags: { images: 'pair' } }),
      400,
      'validation_error',
      'invalid_choice',
      'algorithms_flags.images',
    )
    expect(bad.errors[0]?.extra).toEqual(['front', 'triplet'])
    expectError(
      await startRun(ACNE_APPLICATION_ID, {}),
      400,
      'validation_error',
      'required_field',
      'dataset_id',
    )
    expectError(
      await startRun(crypto.randomUUID(), { dataset_id: datasetId }),
      404,
      'client_error',
      'not_found',
    )
    expectError(
      await startRun(ACNE_APPLICATION_ID, { dataset_id: crypto.randomUUID() }),
      404,
      'client_error',
      'not_found',
    )
    h.service.admin.setAcneEnabled(h.companyId, false)
    expectError(
      await startRun(ACNE_APPLICATION_ID, { dataset_id: datasetId }),
      403,
      'client_error',
      'forbidden',
    )
    h.service.admin.setAcneEnabled(h.companyId, true)
  })
})

describe('analysis by application', () => {
  it('Face Skin Metrics runs on every dataset without a run; later runs name the run', async () => {
    const subject = await createSubject(h, await newDataset('No runs'))
    const image = await uploadOk(h, subject, await createBatch(h, subject), await seedPortrait(1))
    await h.service.admin.processingIdle()
    const records = await imageResults(h, image.id)
    expect(families(records)).toEqual([
      'selfie_v2.acne',
      'selfie_v2.pigmentation',
      'selfie_v2.pores',
      'selfie_v2.redness',
      'selfie_v2.skin_tone',
      'selfie_v2.uniformness',
    ])
    expect(new Set(records.map((r) => r.application_id))).toEqual(new Set([SKIN_METRICS_APPLICATION_ID]))
    expect(records.every((r) => r.is_ok)).toBe(true)

    const run = runSchema.parse(
      (await startRun(SKIN_METRICS_APPLICATION_ID, { dataset_id: subject.datasetId })).json,
    )
    const later = await uploadOk(h, subject, await createBatch(h, subject), await seedPortrait(1))
    await h.service.admin.processingIdle()
    expect(new Set((await imageResults(h, later.id)).map((r) => r.application_run_id))).toEqual(
      new Set([run.id]),
    )
  })

  it('triplet: two of three sides give no acne result; the third gives one, on the front image', async () => {
    h.service.admin.setAcneEnabled(h.companyId, true)
    const subject = await createSubject(h, await newDataset('Triplets'))
    const run = runSchema.parse(
      (
        await startRun(ACNE_APPLICATION_ID, {
          dataset_id: subject.datasetId,
          algorithms_flags: { images: 'triplet' },
        })
      ).json,
    )
    const batchId = await createBatch(h, subject)
    const front = await uploadOk(h, subject, batchId, await seedPortrait(1), 1)
    const left = await uploadOk(h, subject, batchId, await seedPortrait(2), 3)
    await h.service.admin.processingIdle()
    const acneOf = async (imageId: string) =>
      (await imageResults(h, imageId)).filter((r) => r.application_id === ACNE_APPLICATION_ID)
    expect(await acneOf(front.id)).toEqual([])
    expect(await acneOf(left.id)).toEqual([])

    const right = await uploadOk(h, subject, batchId, await seedPortrait(3), 2)
    await h.service.admin.processingIdle()
    const acne = await acneOf(front.id)
    expect(families(acne)).toEqual([
      'acne.acne_class',
      'acne.acne_inflammation',
      'acne.papules',
      'acne.post_inflammatory_hyperpigmentation',
      'acne.pustules',
    ])
    expect(acne.every((r) => r.is_ok && r.application_run_id === run.id)).toBe(true)
    expect(await acneOf(left.id)).toEqual([])
    expect(await acneOf(right.id)).toEqual([])

    const lone = await uploadOk(h, subject, await createBatch(h, subject), await seedPortrait(1), 1)
    await h.service.admin.processingIdle()
    expect(await acneOf(lone.id)).toEqual([])
  })

  it('front mode: one frontal image is enough; images from before the run are not analysed by it', async () => {
    h.service.admin.setAcneEnabled(h.companyId, true)
    const subject = await createSubject(h, await newDataset('Front acne'))
    const before = await uploadOk(h, subject, await createBatch(h, subject), await seedPortrait(1), 1)
    await h.service.admin.processingIdle()
    await startRun(ACNE_APPLICATION_ID, {
      dataset_id: subject.datasetId,
      algorithms_flags: { images: 'front' },
    })
    const after = await uploadOk(h, subject, await createBatch(h, subject), await seedPortrait(1), 1)
    const noFace = await uploadOk(h, subject, await createBatch(h, subject), await hillsLandscape(), 1)
    await h.service.admin.processingIdle()
    const acneOf = async (imageId: string) =>
      (await imageResults(h, imageId)).filter((r) => r.application_id === ACNE_APPLICATION_ID)
    expect(await acneOf(before.id)).toEqual([])
    expect((await acneOf(after.id)).map((r) => r.is_ok)).toEqual([true, true, true, true, true])
    const failed = await acneOf(noFace.id)
    expect(failed).toHaveLength(5)
    expect(failed.every((r) => !r.is_ok && r.result.error === 'No face detected')).toBe(true)
  })

  it('a disabled acne application analyses nothing, even with a run', async () => {
    h.service.admin.setAcneEnabled(h.companyId, true)
    const subject = await createSubject(h, await newDataset('Switched off'))
    await startRun(ACNE_APPLICATION_ID, { dataset_id: subject.datasetId })
    h.service.admin.setAcneEnabled(h.companyId, false)
    const image = await uploadOk(h, subject, await createBatch(h, subject), await seedPortrait(1), 1)
    await h.service.admin.processingIdle()
    expect(
      (await imageResults(h, image.id)).every((r) => r.application_id === SKIN_METRICS_APPLICATION_ID),
    ).toBe(true)
  })
})

describe('attach-to-dataset (spec)', () => {
  const attach = (techName: string, body: unknown) =>
    h.call('POST', h.companyPath(`/applications/${techName}/attach-to-dataset/`), { body })

  it('attaches acne without resolve_dependencies: Face Skin Metrics analyses every dataset here', async () => {
    h.service.admin.setAcneEnabled(h.companyId, true)
    const datasetId = await newDataset('Attach acne')
    const reply = await attach('acne_analysis', { dataset_id: datasetId, enabled_algorithms: ['papules'] })
    expect(reply.status, reply.text).toBe(201)
    expect(reply.json).toMatchObject({
      application_id: ACNE_APPLICATION_ID,
      application_tech_name: 'acne_analysis',
      enabled_algorithms: ['papules'],
    })
    const metrics = await attach('face_skin_metrics_2.0', { dataset_id: datasetId })
    expect(metrics.json).toMatchObject({ application_id: SKIN_METRICS_APPLICATION_ID })
  })

  it('does not know Face Skin Analysis 3.0 or the old tech name', async () => {
    const datasetId = await newDataset('Attach unknown')
    for (const name of ['face_skin_metrics_3.0', 'face_skin_metrics_v2'])
      expectError(await attach(name, { dataset_id: datasetId }), 404, 'client_error', 'not_found')
  })
})
