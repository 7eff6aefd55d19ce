/**
 * Face Skin Analysis 3.0's v3 flow on the local service (documented dialect): the upload call answers a signed PUT
 * link per side; the storage host takes the bytes only with exactly the named headers, no Authorization and an
 * unexpired signature; compute starts the analysis; the results carry `face_skin_metrics_3` with parameters and,
 * per side, masks drawn from where the analysis found what it counted (in the photo's pixels). The analyses are
 * the real engine's (replayed from recordings of it: tests/support/recordedAnalyses.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startHarness, expectError, type Harness } from './support'
import { datasetIdByName, newSubject, startDocumented } from './documentedSupport'
import { recordedAnalyses } from '../support/recordedAnalyses'
import { hillsLandscape, seedPortrait } from '../support/photos'

let h: Harness
let faces: Buffer[]

beforeAll(async () => {
  h = await startDocumented()
  faces = await Promise.all([seedPortrait(1), seedPortrait(2), seedPortrait(3)])
})
afterAll(async () => {
  await h?.service.close()
})

const v3Path = (harness: Harness, suffix: string) =>
  harness.companyPath(suffix).replace('/api/v1/companies/', '/api/v3/companies/')

const sideTarget = z.strictObject({
  url: z.url(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  content_type: z.string(),
  id: z.uuid(),
})
const uploadAnswer = z.strictObject({
  front: sideTarget.optional(),
  left: sideTarget.optional(),
  right: sideTarget.optional(),
  image_batch_id: z.uuid(),
})
type SideTarget = z.infer<typeof sideTarget>

const baseImages = z.strictObject({
  original: z.url().nullable(),
  aligned_face: z.null(),
  anonymised: z.null(),
})
const resultsAnswer = z.strictObject({
  face_skin_metrics_3: z.strictObject({
    image_batch_id: z.uuid(),
    subject_id: z.uuid(),
    parameters: z.record(z.string(), z.looseObject({})),
    survey_results: z.array(z.unknown()),
    all_algorithms_calculated: z.boolean(),
    sc_app_id: z.null(),
    can_watch_predicted_images: z.boolean(),
    predicted_images: z.record(z.string(), baseImages),
    errors: z.record(z.string(), z.string()).optional(),
  }),
})
const scored = z.looseObject({
  score: z.number().int().min(0).max(100),
  grade: z.number().int().min(1).max(5),
  tag: z.enum(['Great', 'Good', 'Average', 'Poor']),
  masks: z.record(z.string(), baseImages.nullable()).nullable(),
})

async function subjectIn(harness: Harness, name: string) {
  return newSubject(harness, await datasetIdByName(harness, 'Main clinic'), { name })
}

async function askUpload(harness: Harness, subjectId: string, body: unknown) {
  return harness.call('POST', v3Path(harness, `/subjects/${subjectId}/upload/`), { body })
}

/** PUTs the bytes as the upload call said, without its Host header (fetch sets the real one). */
function put(target: SideTarget, bytes: Buffer, change: Record<string, string | null> = {}) {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries({ ...target.headers, ...change }))
    if (value !== null && name.toLowerCase() !== 'host') headers[name] = value
  return fetch(target.url, { method: target.method, headers, body: new Uint8Array(bytes) })
}

async function triplet(harness: Harness, name: string) {
  const subject = await subjectIn(harness, name)
  const reply = await askUpload(harness, subject.subjectId, {
    front: 'front.jpg',
    left: 'left.jpg',
    right: 'right.jpg',
  })
  expect(reply.status, reply.text).toBe(200)
  return { subject, answer: uploadAnswer.parse(reply.json) }
}

const targets = (answer: z.infer<typeof uploadAnswer>) =>
  (['front', 'left', 'right'] as const).map((side) => {
    const target = answer[side]
    if (!target) throw new Error(`no ${side} in the answer`)
    return target
  })

async function results(harness: Harness, batchId: string, query = '?with_masks=true&svg_masks=true') {
  const reply = await harness.call('GET', v3Path(harness, `/batches/${batchId}/results/${query}`))
  expect(reply.status, reply.text).toBe(200)
  return resultsAnswer.parse(reply.json).face_skin_metrics_3
}

describe('the v3 upload call', () => {
  it('answers a signed PUT link with its headers per side asked, and the batch id', async () => {
    const subject = await subjectIn(h, 'Front only')
    const reply = await askUpload(h, subject.subjectId, { front: 'selfie.jpg', meta: {} })
    expect(reply.status, reply.text).toBe(200)
    const answer = uploadAnswer.parse(reply.json)
    expect(Object.keys(answer).sort()).toEqual(['front', 'image_batch_id'])
    expect(answer.front?.headers).toMatchObject({
      'Content-Type': 'application/octet-stream',
      'X-Goog-Content-Length-Range': '1,31457280',
    })
    expect(answer.front?.content_type).toBe('application/octet-stream')
    expect(new URL(answer.front?.url ?? '').origin).not.toBe(new URL(h.service.baseUrl).origin)
  })

  it('refuses a call naming no side, and a subject of no one', async () => {
    const subject = await subjectIn(h, 'No side')
    expectError(await askUpload(h, subject.subjectId, {}), 400, 'validation_error', 'invalid_field_value')
    expectError(
      await askUpload(h, subject.subjectId, { front: '' }),
      400,
      'validation_error',
      'field_too_short',
      'front',
    )
    const nobody = await askUpload(h, '00000000-0000-4000-8000-000000000000', { front: 'a.jpg' })
    expectError(nobody, 404, 'client_error', 'not_found')
  })
})

describe('the storage host, for a v3 PUT', () => {
  it('takes the bytes only with exactly the named headers, without Authorization, in range', async () => {
    const { answer } = await triplet(h, 'Strict storage')
    const [front] = targets(answer)
    if (!front) throw new Error('no front')
    const before = h.service.admin.uploadCount()
    expect((await put(front, faces[0] ?? Buffer.alloc(0), { 'Content-Type': 'image/jpeg' })).status).toBe(400)
    expect(
      (await put(front, faces[0] ?? Buffer.alloc(0), { 'X-Goog-Content-Length-Range': null })).status,
    ).toBe(400)
    const withKey = await put(front, faces[0] ?? Buffer.alloc(0), { Authorization: `Bearer ${h.token}` })
    expect(withKey.status).toBe(400)
    expect(await withKey.text()).toMatch(/auth/i)
    expect((await put(front, Buffer.alloc(0))).status).toBe(400)
    const forged = {
      ...front,
      url: front.url.replace(/signature=[0-9a-f]/, (s) =>
        s.endsWith('0') ? s.slice(0, -1) + '1' : s.slice(0, -1) + '0',
      ),
    }
    expect((await put(forged, faces[0] ?? Buffer.alloc(0))).status).toBe(403)
    expect((await put(front, await hillsLandscape(200, 150))).status).toBe(400)
    expect(h.service.admin.uploadCount()).toBe(before)
    expect((await put(front, faces[0] ?? Buffer.alloc(0))).status).toBe(200)
    expect(h.service.admin.uploadCount()).toBe(before + 1)
  })

  it('refuses an expired link with 403, and the upload call gives a fresh one', async () => {
    h.service.admin.setStorageLinkTtlSeconds(0)
    try {
      const { answer } = await triplet(h, 'Expired link')
      const [front] = targets(answer)
      const reply = await put(front ?? ({} as SideTarget), faces[0] ?? Buffer.alloc(0))
      expect(reply.status).toBe(403)
      expect(await reply.text()).toMatch(/expired/i)
    } finally {
      h.service.admin.setStorageLinkTtlSeconds(3600)
    }
  })
})

describe('compute and results', () => {
  it('analyses a triplet once compute is called; parameters, photos and masks per side', async () => {
    const { subject, answer } = await triplet(h, 'Triplet three')
    const batchId = answer.image_batch_id
    const sides = targets(answer)
    for (const [k, target] of sides.entries())
      expect((await put(target, faces[k] ?? Buffer.alloc(0))).status).toBe(200)
    await h.service.admin.processingIdle()
    const waiting = await results(h, batchId)
    expect(waiting).toMatchObject({
      all_algorithms_calculated: false,
      parameters: {},
      subject_id: subject.subjectId,
    })

    const compute = await h.call('POST', v3Path(h, `/batches/${batchId}/compute/`), {
      body: { app_args: {} },
    })
    expect(compute.status, compute.text).toBe(200)
    expect(compute.text).toBe('')
    await h.service.admin.processingIdle()
    const done = await results(h, batchId)
    expect(done.all_algorithms_calculated).toBe(true)
    expect(done.errors).toBeUndefined()
    expect(Object.keys(done.parameters).sort()).toEqual([
      'ita',
      'pigmentation',
      'pimples',
      'pores',
      'redness',
    ])
    for (const name of ['redness', 'pigmentation', 'pores', 'pimples']) {
      const parameter = scored.parse(done.parameters[name])
      expect(Object.keys(parameter.masks ?? {}).sort()).toEqual(['front', 'left', 'right'])
    }
    expect(done.parameters.ita).toMatchObject({ value: expect.any(Number), skin_tone: expect.any(String) })
    expect(Object.keys(done.predicted_images).sort()).toEqual(['front', 'left', 'right'])

    // the photo behind predicted_images is the bytes that were PUT, fetched without the key
    const photo = await fetch(done.predicted_images.front?.original ?? '')
    expect(Buffer.from(await photo.arrayBuffer()).equals(faces[0] ?? Buffer.alloc(0))).toBe(true)

    // the batch is an ordinary batch of the subject, with its three images
    const batches = await h.call('GET', h.companyPath(`${subject.path}/batches/`))
    expect(batches.json).toMatchObject({ count: 1, results: [{ id: batchId, images_count: 3 }] })
  })

  it('draws each mask where the analysis found what the parameter counts, in the photo’s pixels', async () => {
    const { answer } = await triplet(h, 'Masks')
    for (const [k, target] of targets(answer).entries()) await put(target, faces[k] ?? Buffer.alloc(0))
    await h.call('POST', v3Path(h, `/batches/${answer.image_batch_id}/compute/`), { body: {} })
    await h.service.admin.processingIdle()
    const done = await results(h, answer.image_batch_id)
    const sharp = (await import('sharp')).default
    const size = await sharp(faces[0]).metadata()
    const circles = (d: string) => (d.match(/a[\d.]+ [\d.]+ 0 1 0 /g) ?? []).length / 2
    for (const [name, cls] of [
      ['pores', 'pores'],
      ['pigmentation', 'spots'],
    ] as const) {
      const parameter = scored.extend({ amount: z.number().int() }).parse(done.parameters[name])
      const link = parameter.masks?.front?.original ?? ''
      const reply = await fetch(link)
      expect(reply.status).toBe(200)
      expect(reply.headers.get('content-type')).toBe('image/svg+xml')
      const svg = await reply.text()
      expect(svg).toContain(`viewBox="0 0 ${size.width} ${size.height}"`)
      const d = new RegExp(`class="${cls}"[^>]* d="([^"]*)"`).exec(svg)?.[1] ?? ''
      // one shape per structure counted on the face: the count and the drawing come from the same measure
      expect(circles(d)).toBe(parameter.amount)
      const xs = [...d.matchAll(/M([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const)
      for (const [x, y] of xs) {
        expect(x).toBeGreaterThanOrEqual(-5)
        expect(x).toBeLessThanOrEqual((size.width ?? 0) + 5)
        expect(y).toBeLessThanOrEqual(size.height ?? 0)
      }
      expect(svg).not.toMatch(/<script|href|foreignObject/i)
    }
    const redness = await (
      await fetch(scored.parse(done.parameters.redness).masks?.left?.original ?? '')
    ).text()
    expect(redness).toMatch(/class="redness"/)
  })

  it('answers no masks unless asked, and refuses a bad expiration_seconds', async () => {
    const { answer } = await triplet(h, 'No masks')
    const [front] = targets(answer)
    await put(front ?? ({} as SideTarget), faces[0] ?? Buffer.alloc(0))
    await h.call('POST', v3Path(h, `/batches/${answer.image_batch_id}/compute/`), { body: {} })
    await h.service.admin.processingIdle()
    const plain = await results(h, answer.image_batch_id, '')
    expect(scored.parse(plain.parameters.redness).masks).toBeNull()
    const bad = await h.call(
      'GET',
      v3Path(h, `/batches/${answer.image_batch_id}/results/?expiration_seconds=0`),
    )
    expectError(bad, 400, 'validation_error', 'invalid_field_value', 'expiration_seconds')
  })

  it('refuses compute before any side is uploaded; a second compute, and a PUT after it, change nothing', async () => {
    const { subject, answer } = await triplet(h, 'Compute rules')
    const compute = () =>
      h.call('POST', v3Path(h, `/batches/${answer.image_batch_id}/compute/`), { body: {} })
    expectError(await compute(), 400, 'validation_error', 'invalid_field_value')
    const [front, left] = targets(answer)
    await put(front ?? ({} as SideTarget), faces[0] ?? Buffer.alloc(0))
    expect((await compute()).status).toBe(200)
    expect((await compute()).status).toBe(200)
    // a side PUT after compute is analysed too; the same side PUT again changes nothing
    await put(left ?? ({} as SideTarget), faces[1] ?? Buffer.alloc(0))
    await h.service.admin.processingIdle()
    expect((await put(left ?? ({} as SideTarget), faces[2] ?? Buffer.alloc(0))).status).toBe(200)
    const done = await results(h, answer.image_batch_id)
    expect(done.all_algorithms_calculated).toBe(true)
    expect(Object.keys(done.predicted_images).sort()).toEqual(['front', 'left'])
    const images = await h.call(
      'GET',
      h.companyPath(`${subject.path}/batches/${answer.image_batch_id}/images/`),
    )
    expect(images.json).toMatchObject({ count: 2 })
    const unknown = await h.call(
      'POST',
      v3Path(h, '/batches/00000000-0000-4000-8000-000000000000/compute/'),
      { body: {} },
    )
    expectError(unknown, 404, 'client_error', 'not_found')
  })

  it('says which side had no usable face', async () => {
    const subject = await subjectIn(h, 'Landscape')
    const reply = await askUpload(h, subject.subjectId, { front: 'view.jpg' })
    const answer = uploadAnswer.parse(reply.json)
    await put(answer.front ?? ({} as SideTarget), await hillsLandscape(800, 533))
    await h.call('POST', v3Path(h, `/batches/${answer.image_batch_id}/compute/`), { body: {} })
    await h.service.admin.processingIdle()
    const done = await results(h, answer.image_batch_id)
    expect(done).toMatchObject({
      all_algorithms_calculated: true,
      parameters: {},
      errors: { front: 'No face detected' },
    })
  })
})

describe('the spec dialect', () => {
  it('has no v3 routes (no storage host)', async () => {
    const spec = await startHarness({ ...recordedAnalyses(), rateLimit: false })
    try {
      const reply = await spec.call('POST', v3Path(spec, '/subjects/x/upload/'), { body: { front: 'a.jpg' } })
      expect(reply.status).toBe(404)
    } finally {
      await spec.service.close()
    }
  })
})
