import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  batchImages,
  batchSchema,
  createBatch,
  createSubject,
  imageSchema,
  upload,
  uploadOk,
  type SubjectPath,
} from './imageSupport'
import { datasetIdByName, expectError, startHarness, type Harness } from './support'
import { recordedAnalyses } from '../support/recordedAnalyses'
import { seedPortrait } from '../support/photos'

let h: Harness
let subject: SubjectPath
let walkInId: string
let face: Buffer

beforeAll(async () => {
  h = await startHarness({ ...recordedAnalyses(), rateLimit: false, processingDelayMs: 0 })
  subject = await createSubject(h, await datasetIdByName(h, 'Main clinic'), 'Upload Tester')
  walkInId = await datasetIdByName(h, 'Walk-in')
  face = await seedPortrait(1)
})
afterAll(async () => {
  await h.service.close()
})

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 140 } } })

/** Uploads that must fail with this error and leave the batch, and the service, without a new image. */
async function expectRejected(
  body: Record<string, unknown>,
  code: string,
  attr: string | null,
  batchId?: string,
): Promise<ReturnType<typeof expectError>> {
  const batch = batchId ?? (await createBatch(h, subject))
  const before = await h.service.admin.checkConsistency()
  const reply = await h.call('POST', h.companyPath(`${subject.path}/batches/${batch}/images/`), { body })
  const error = expectError(reply, 400, 'validation_error', code, attr)
  expect(await batchImages(h, subject, batch)).toHaveLength(batchId ? 1 : 0)
  expect((await h.service.admin.checkConsistency()).images).toBe(before.images)
  return error
}

describe('upload', () => {
  it('stores a JPEG and answers 201 with the image record; the original URL serves the same bytes', async () => {
    const batchId = await createBatch(h, subject)
    const reply = await upload(h, subject, batchId, face, 1, { name: 'front.jpg', light_id: 1 })
    expect(reply.status, reply.text).toBe(201)
    const image = imageSchema.parse(reply.json)
    expect(image).toMatchObject({
      name: 'front.jpg',
      side_id: 1,
      side_tech_name: 'front',
      light_id: 1,
      batch_id: batchId,
      subject_id: subject.subjectId,
      dataset_id: subject.datasetId,
      width: 640,
    })
    expect(image.urls.original).toBe(`${h.service.baseUrl}${h.companyPath(`/images/${image.id}/original/`)}`)
    const original = await fetch(image.urls.original, { headers: { authorization: `Bearer ${h.token}` } })
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await original.arrayBuffer()).equals(face)).toBe(true)
    expect((await fetch(image.urls.original)).status).toBe(401)
    expect(await batchImages(h, subject, batchId)).toEqual([image])
    expect(
      batchSchema.parse((await h.call('GET', h.companyPath(`${subject.path}/batches/${batchId}/`))).json)
        .images_count,
    ).toBe(1)
  })

  it('takes PNG and WebP, one image per side (1 front, 2 right, 3 left), light_id defaulting to 1', async () => {
    const batchId = await createBatch(h, subject)
    const png = await solid(300, 400).png().toBuffer()
    const webp = await solid(400, 300).webp().toBuffer()
    const front = await uploadOk(h, subject, batchId, face, 1)
    const right = await uploadOk(h, subject, batchId, png, 2)
    const left = await uploadOk(h, subject, batchId, webp, 3)
    expect([front.side_tech_name, right.side_tech_name, left.side_tech_name]).toEqual([
      'front',
      'right',
      'left',
    ])
    expect([right.width, right.height, left.width, left.height, right.light_id]).toEqual([
      300, 400, 400, 300, 1,
    ])
    const media = await fetch(left.urls.original, { headers: { authorization: `Bearer ${h.token}` } })
    expect(media.headers.get('content-type')).toBe('image/webp')
    expect((await batchImages(h, subject, batchId)).map((i) => i.side_id)).toEqual([1, 2, 3])
  })

  it('reports width and height as displayed (EXIF orientation applied)', async () => {
    const rotated = await solid(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const image = await uploadOk(h, subject, await createBatch(h, subject), rotated, 1)
    expect([image.width, image.height]).toEqual([300, 400])
  })

  it('accepts an image close to 30 MiB (a ~40 MiB body)', async () => {
    const side = 3220
    // Seeded noise (xorshift32), the same bytes on every run: the analysis of them is recorded once
    // (tests/fixtures/analyses), where Math.random() made a new photo, and a new recording, on every run.
    const noise = Buffer.alloc(side * side * 3)
    let state = 20261126
    for (let i = 0; i + 4 <= noise.length; i += 4) {
      state ^= state << 13
      state ^= state >>> 17
      state ^= state << 5
      noise.writeUInt32LE(state >>> 0, i)
    }
    const big = await sharp(noise.subarray(0, side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(big.length).toBeGreaterThan(29 * 1024 * 1024)
    expect(big.length).toBeLessThanOrEqual(30 * 1024 * 1024)
    const image = await uploadOk(h, subject, await createBatch(h, subject), big, 1)
    expect(image.width).toBe(side)
  })
})

describe('upload errors: §7 body naming the field, and nothing stored', () => {
  it('b64data that is not bare base64 (data: URL, other characters, bad length)', async () => {
    const b64 = face.toString('base64')
    await expectRejected(
      { b64data: `data:image/jpeg;base64,${b64}`, side_id: 1 },
      'invalid_field_value',
      'b64data',
    )
    await expectRejected(
      { b64data: `${b64.slice(0, 100)}!!${b64.slice(100)}`, side_id: 1 },
      'invalid_field_value',
      'b64data',
    )
    await expectRejected({ b64data: b64.replace(/\+/g, '-'), side_id: 1 }, 'invalid_field_value', 'b64data')
    await expectRejected({ b64data: `${b64}A`, side_id: 1 }, 'invalid_field_value', 'b64data')
    await expectRejected({ b64data: 42, side_id: 1 }, 'invalid_field_value', 'b64data')
    await expectRejected({ b64data: '', side_id: 1 }, 'field_too_short', 'b64data')
  })

  it('bytes that are not JPEG, PNG or WebP, or do not decode', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64')
    await expectRejected({ b64data: gif.toString('base64'), side_id: 1 }, 'invalid_field_value', 'b64data')
    const text = Buffer.from('hello, this is not an image at all').toString('base64')
    await expectRejected({ b64data: text, side_id: 1 }, 'invalid_field_value', 'b64data')
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)])
    await expectRejected(
      { b64data: garbage.toString('base64'), side_id: 1 },
      'invalid_field_value',
      'b64data',
    )
    const truncated = face.subarray(0, Math.floor(face.length / 2))
    await expectRejected(
      { b64data: truncated.toString('base64'), side_id: 1 },
      'invalid_field_value',
      'b64data',
    )
  })

  it('an image under 256 px on its short side', async () => {
    const small = await solid(1000, 255).jpeg().toBuffer()
    const body = await expectRejected(
      { b64data: small.toString('base64'), side_id: 1 },
      'invalid_field_value',
      'b64data',
    )
    expect(body.errors[0]?.detail).toMatch(/256/)
    expect(
      (await upload(h, subject, await createBatch(h, subject), await solid(256, 256).jpeg().toBuffer()))
        .status,
    ).toBe(201)
  })

  it('more than 30 MiB decoded', async () => {
    const tooBig = Buffer.alloc(30 * 1024 * 1024 + 1, 1)
    tooBig.set([0xff, 0xd8, 0xff, 0xe0])
    const body = await expectRejected(
      { b64data: tooBig.toString('base64'), side_id: 1 },
      'invalid_field_value',
      'b64data',
    )
    expect(body.errors[0]?.detail).toMatch(/30 MiB/)
  })

  it('side_id missing, not 1/2/3 (invalid_choice with the choices), light_id not 1', async () => {
    const b64data = face.toString('base64')
    await expectRejected({ b64data }, 'required_field', 'side_id')
    const wrong = await expectRejected({ b64data, side_id: 4 }, 'invalid_choice', 'side_id')
    expect(wrong.errors[0]?.extra).toEqual([1, 2, 3])
    await expectRejected({ b64data, side_id: '1' }, 'invalid_choice', 'side_id')
    const light = await expectRejected({ b64data, side_id: 1, light_id: 3 }, 'invalid_choice', 'light_id')
    expect(light.errors[0]?.extra).toEqual([1])
    await expectRejected({ side_id: 1 }, 'required_field', 'b64data')
  })

  it('a second image for a side the batch has → invalid_field_value attr side_id', async () => {
    const batchId = await createBatch(h, subject)
    await uploadOk(h, subject, batchId, face, 1)
    const body = await expectRejected(
      { b64data: face.toString('base64'), side_id: 1 },
      'invalid_field_value',
      'side_id',
      batchId,
    )
    expect(body.errors[0]?.detail).toMatch(/already/)
  })

  it('two concurrent uploads of the same side store one image', async () => {
    const batchId = await createBatch(h, subject)
    const replies = await Promise.all([1, 2, 3, 4].map(() => upload(h, subject, batchId, face, 2)))
    expect(replies.map((r) => r.status).sort()).toEqual([201, 400, 400, 400])
    expect(await batchImages(h, subject, batchId)).toHaveLength(1)
    expect((await h.service.admin.checkConsistency()).duplicateSides).toBe(0)
  })

  it('path errors: subject of another dataset, unknown batch → 404; nothing stored', async () => {
    const batchId = await createBatch(h, subject)
    const body = { b64data: face.toString('base64'), side_id: 1 }
    const before = (await h.service.admin.checkConsistency()).images
    const wrongDataset = h.companyPath(
      `/datasets/${walkInId}/subjects/${subject.subjectId}/batches/${batchId}/images/`,
    )
    expectError(await h.call('POST', wrongDataset, { body }), 404, 'client_error', 'not_found')
    expectError(await h.call('GET', wrongDataset), 404, 'client_error', 'not_found')
    const unknownBatch = h.companyPath(`${subject.path}/batches/${crypto.randomUUID()}/images/`)
    expectError(await h.call('POST', unknownBatch, { body }), 404, 'client_error', 'not_found')
    expect((await h.service.admin.checkConsistency()).images).toBe(before)
  })

  it('original: 404 for an unknown image, 403 in another company', async () => {
    expectError(
      await h.call('GET', h.companyPath(`/images/${crypto.randomUUID()}/original/`)),
      404,
      'client_error',
      'not_found',
    )
    const other = h.service.admin.createCompany('Elsewhere')
    expectError(
      await h.call('GET', `/api/v1/companies/${other.id}/images/${crypto.randomUUID()}/original/`),
      403,
      'client_error',
      'forbidden',
    )
  })

  it('uploadCount counts stored uploads per side', async () => {
    const before = h.service.admin.uploadCount('left')
    const total = h.service.admin.uploadCount()
    await uploadOk(h, subject, await createBatch(h, subject), face, 3)
    expect(h.service.admin.uploadCount('left')).toBe(before + 1)
    expect(h.service.admin.uploadCount(3)).toBe(before + 1)
    expect(h.service.admin.uploadCount()).toBe(total + 1)
  })
})
