import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { smoothLinearRegression, smoothMean } from '../../src-service/metrics/smoothing'
import { facePhoto } from '../../src-service/seed/facePhotos'
import { changedPhoto } from '../../src-service/seed/photoVariants'
import {
  createBatch,
  createSubject,
  faceValue,
  imageResults,
  uploadOk,
  type SubjectPath,
} from './imageSupport'
import { datasetIdByName, expectError, startHarness, type Harness } from './support'
import { hillsLandscape } from '../support/photos'

const smoothedSchema = z.array(
  z.strictObject({
    algorithm_family_tech_name: z.string(),
    algorithm_tech_name: z.string(),
    tech_name: z.string(),
    name: z.string(),
    area_name: z.literal('face'),
    value: z.number().int(),
    raw_value: z.number(),
    smoothing_method: z.enum(['mean', 'linear_regression']),
    samples: z.number().int().positive(),
  }),
)

let h: Harness
let subject: SubjectPath
const days = ['2024-01-10', '2024-02-12', '2024-03-05', '2024-04-20']
const imageIds: string[] = []
let noFaceId = ''
/** Redness score of each visit, oldest first. */
const redness: number[] = []

beforeAll(async () => {
  h = await startHarness({ rateLimit: false, processingDelayMs: 0 })
  subject = await createSubject(h, await datasetIdByName(h, 'Main clinic'), 'Smoothing Tester')
  const face = await facePhoto(2)
  for (const [i, day] of days.entries()) {
    const photo = await changedPhoto(face, { redness: 0.05 * i, blemishes: 0, seed: 1 })
    imageIds.push((await uploadOk(h, subject, await createBatch(h, subject, `${day} 10:00:00`), photo)).id)
  }
  noFaceId = (
    await uploadOk(h, subject, await createBatch(h, subject, '2024-03-20 10:00:00'), await hillsLandscape())
  ).id
  await h.service.admin.processingIdle()
  for (const id of imageIds) redness.push(Number(faceValue(await imageResults(h, id), 'selfie_v2.redness')))
})
afterAll(async () => {
  await h.service.close()
})

const smoothed = async (imageId: string, query = '') => {
  const reply = await h.call('GET', h.companyPath(`/images/${imageId}/smoothed_metrics/${query}`))
  expect(reply.status, reply.text).toBe(200)
  return smoothedSchema.parse(reply.json)
}
const rednessOf = (items: z.infer<typeof smoothedSchema>) =>
  items.find((i) => i.tech_name === 'redness_score')
const time = (day: string) => Date.parse(`${day}T10:00:00Z`)

describe('smoothed_metrics', () => {
  it('numeric face main metrics only (no skin tone category), default mean over the image and up to 5 earlier', async () => {
    const latest = imageIds[3] ?? ''
    const items = await smoothed(latest)
    expect(items.map((i) => i.algorithm_family_tech_name).sort()).toEqual([
      'selfie_v2.acne',
      'selfie_v2.pigmentation',
      'selfie_v2.pores',
      'selfie_v2.redness',
      'selfie_v2.uniformness',
    ])
    expect(rednessOf(items)).toMatchObject({
      algorithm_tech_name: 'redness',
      name: 'Redness',
      raw_value: redness[3],
      smoothing_method: 'mean',
      samples: 4,
      value: smoothMean(redness),
    })
    expect(new Set(redness).size).toBeGreaterThan(1)
  })

  it('sample_max_size N limits the earlier images; N = 0 is the image alone', async () => {
    const latest = imageIds[3] ?? ''
    expect(rednessOf(await smoothed(latest, '?sample_max_size=2'))).toMatchObject({
      samples: 3,
      value: smoothMean(redness.slice(1)),
    })
    expect(rednessOf(await smoothed(latest, '?sample_max_size=0'))).toMatchObject({
      samples: 1,
      value: redness[3],
    })
    expect(rednessOf(await smoothed(imageIds[0] ?? ''))).toMatchObject({ samples: 1, value: redness[0] })
  })

  it('the window holds earlier images only, skipping those without the metric (no face)', async () => {
    expect(rednessOf(await smoothed(imageIds[2] ?? ''))).toMatchObject({
      samples: 3,
      value: smoothMean(redness.slice(0, 3)),
    })
    expect(await smoothed(noFaceId)).toEqual([])
  })

  it('linear_regression fits value against capture time and evaluates it at the image', async () => {
    const samples = days.map((day, i) => ({ value: redness[i] ?? 0, time: time(day) }))
    const expected = smoothLinearRegression(samples, time(days[3] ?? ''))
    expect(rednessOf(await smoothed(imageIds[3] ?? '', '?smoothing_method=linear_regression'))).toMatchObject(
      {
        smoothing_method: 'linear_regression',
        samples: 4,
        value: expected,
      },
    )
  })

  it('sample_time_window limits the window to images at most DAYS older', async () => {
    // 2024-04-20 back 50 days reaches 2024-03-05 but not 2024-02-12
    expect(rednessOf(await smoothed(imageIds[3] ?? '', '?sample_time_window=50'))).toMatchObject({
      samples: 2,
      value: smoothMean(redness.slice(2)),
    })
  })

  it('errors: N outside 0–50, an unknown method (with the choices), a bad time window', async () => {
    const path = (q: string) => h.companyPath(`/images/${imageIds[3]}/smoothed_metrics/${q}`)
    for (const n of ['51', '-1', 'x', '1.5']) {
      expectError(
        await h.call('GET', path(`?sample_max_size=${n}`)),
        400,
        'validation_error',
        'invalid_field_value',
        'sample_max_size',
      )
    }
    expect((await h.call('GET', path('?sample_max_size=50'))).status).toBe(200)
    const method = expectError(
      await h.call('GET', path('?smoothing_method=median')),
      400,
      'validation_error',
      'invalid_choice',
      'smoothing_method',
    )
    expect(method.errors[0]?.extra).toEqual(['mean', 'linear_regression'])
    expectError(
      await h.call('GET', path('?sample_time_window=soon')),
      400,
      'validation_error',
      'invalid_field_value',
      'sample_time_window',
    )
    expectError(
      await h.call('GET', h.companyPath(`/images/${crypto.randomUUID()}/smoothed_metrics/`)),
      404,
      'client_error',
      'not_found',
    )
  })
})
