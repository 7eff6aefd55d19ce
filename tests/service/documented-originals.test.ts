/**
 * Originals in the documented dialect: only at signed links on the storage host (no API route), which refuses the
 * API key, forged and expired signatures, and answers 404 for a file that is gone; datasets' policies for
 * originals, of which `clean_images_as_soon_as_ready` erases an original once its analysis is stored.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { upload, type SubjectPath } from './imageSupport'
import {
  analysedRecords,
  datasetIdByName,
  isoMs,
  newBatch,
  newDataset,
  newSubject,
  startDocumented,
} from './documentedSupport'
import { expectError, type Harness } from './support'
import { seedPortrait } from '../support/photos'

let h: Harness
let face: Buffer
const folders: string[] = []

beforeAll(async () => {
  h = await startDocumented()
  face = await seedPortrait()
})
afterAll(async () => {
  await h?.service.close()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

const imageRecord = z.looseObject({
  id: z.string(),
  urls: z.strictObject({ original: z.string().nullable() }),
})

async function uploaded(harness: Harness, subject: SubjectPath, batchId: string, side = 1) {
  const reply = await upload(harness, subject, batchId, face, side)
  expect(reply.status, reply.text).toBe(201)
  return imageRecord.parse(reply.json)
}

async function batchImages(harness: Harness, subject: SubjectPath, batchId: string) {
  const reply = await harness.call('GET', harness.companyPath(`${subject.path}/batches/${batchId}/images/`))
  expect(reply.status, reply.text).toBe(200)
  return z.object({ results: z.array(imageRecord) }).parse(reply.json).results
}

async function mainSubject(harness: Harness, name = 'Originals') {
  const subject = await newSubject(harness, await datasetIdByName(harness, 'Main clinic'), { name })
  return { subject, batchId: await newBatch(harness, subject) }
}

describe('originals (documented)', () => {
  it('are not served by the API: /original/ is an unknown route', async () => {
    const { subject, batchId } = await mainSubject(h)
    const image = await uploaded(h, subject, batchId)
    const reply = await h.call('GET', h.companyPath(`/images/${image.id}/original/`))
    expectError(reply, 404, 'client_error', 'not_found')
    expect(image.urls.original).not.toContain('/api/v1/')
  })

  it('are served at the signed link without a key, and refused with a key, forged or expired', async () => {
    const { subject, batchId } = await mainSubject(h)
    const image = await uploaded(h, subject, batchId)
    const link = new URL(image.urls.original ?? '')
    expect(link.origin).not.toBe(new URL(h.service.baseUrl).origin)
    const plain = await fetch(link)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await plain.arrayBuffer()).equals(face)).toBe(true)

    expect((await fetch(link, { headers: { authorization: `Bearer ${h.token}` } })).status).toBe(400)
    const forged = new URL(link)
    forged.searchParams.set('signature', '00'.repeat(32))
    expect((await fetch(forged)).status).toBe(403)
    const later = new URL(link)
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600))
    expect((await fetch(later)).status).toBe(403)
    const unsigned = new URL(link)
    unsigned.search = ''
    expect((await fetch(unsigned)).status).toBe(403)

    h.service.admin.setStorageLinkTtlSeconds(0)
    try {
      const [expiring] = await batchImages(h, subject, batchId)
      const expired = await fetch(expiring?.urls.original ?? '')
      expect(expired.status).toBe(403)
      expect(await expired.text()).toMatch(/expired/i)
    } finally {
      h.service.admin.setStorageLinkTtlSeconds(3600)
    }
    const [fresh] = await batchImages(h, subject, batchId)
    const expires = Number(new URL(fresh?.urls.original ?? '').searchParams.get('expires'))
    expect(expires - Date.now() / 1000).toBeGreaterThan(3500)
    expect((await fetch(fresh?.urls.original ?? '')).status).toBe(200)
    expect(() => h.service.admin.setStorageLinkTtlSeconds(-1)).toThrow()
  })

  it('answer 404 once the file is gone: batch deleted, photos deleted from storage', async () => {
    const { subject, batchId } = await mainSubject(h)
    const image = await uploaded(h, subject, batchId)
    const link = image.urls.original ?? ''
    expect((await fetch(link)).status).toBe(200)
    const deleted = await h.call('DELETE', h.companyPath(`${subject.path}/batches/${batchId}/`))
    expect(deleted.status).toBe(204)
    expect((await fetch(link)).status).toBe(404)

    const other = await mainSubject(h, 'Photos deleted')
    const kept = await uploaded(h, other.subject, other.batchId)
    const gdpr = await h.call('POST', h.companyPath(`${other.subject.path}/delete_photos_from_storage/`))
    expect(gdpr.status).toBe(204)
    expect((await fetch(kept.urls.original ?? '')).status).toBe(404)
  })

  it('take their link lifetime from the storageLinkTtlSeconds option', async () => {
    const short = await startDocumented({ storageLinkTtlSeconds: 0 })
    try {
      const { subject, batchId } = await mainSubject(short)
      const image = await uploaded(short, subject, batchId)
      expect((await fetch(image.urls.original ?? '')).status).toBe(403)
    } finally {
      await short.service.close()
    }
  })
})

describe('dataset policies for originals (documented)', () => {
  const policies = z.looseObject({
    id: z.string(),
    expire_images_after_days: z.number().nullable(),
    clean_images_as_soon_as_ready: z.boolean(),
    creation_time: isoMs,
  })

  it('default to null and false, are taken on create and shown in every dataset record', async () => {
    const plain = policies.parse(await newDataset(h, { name: 'Keeps originals' }))
    expect(plain).toMatchObject({ expire_images_after_days: null, clean_images_as_soon_as_ready: false })
    const strict = policies.parse(
      await newDataset(h, {
        name: 'Cleans',
        expire_images_after_days: 30,
        clean_images_as_soon_as_ready: true,
      }),
    )
    expect(strict).toMatchObject({ expire_images_after_days: 30, clean_images_as_soon_as_ready: true })
    const read = policies.parse((await h.call('GET', h.companyPath(`/datasets/${strict.id}/`))).json)
    expect(read).toMatchObject({ expire_images_after_days: 30, clean_images_as_soon_as_ready: true })
    const list = await h.call('GET', h.companyPath('/datasets/?page_size=100'))
    const listed = z.object({ results: z.array(policies) }).parse(list.json).results
    expect(listed.find((d) => d.id === strict.id)).toMatchObject({ clean_images_as_soon_as_ready: true })
    expect(listed.find((d) => d.name === 'Main clinic')).toMatchObject({
      expire_images_after_days: null,
      clean_images_as_soon_as_ready: false,
    })
  })

  it('refuse values the documentation does not allow', async () => {
    const create = (body: Record<string, unknown>) =>
      h.call('POST', h.companyPath('/datasets/'), { body: { name: 'Bad policy', ...body } })
    for (const days of [0, 366, 1.5, '30'])
      expectError(
        await create({ expire_images_after_days: days }),
        400,
        'validation_error',
        'invalid_field_value',
        'expire_images_after_days',
      )
    expectError(
      await create({ clean_images_as_soon_as_ready: 'yes' }),
      400,
      'validation_error',
      'invalid_field_value',
      'clean_images_as_soon_as_ready',
    )
  })

  for (const store of ['memory', 'files'] as const) {
    it(`clean_images_as_soon_as_ready erases the original once analysed; results stay (${store})`, async () => {
      const folder = store === 'files' ? mkdtempSync(join(tmpdir(), 'skin-originals-')) : null
      if (folder) folders.push(folder)
      const harness = folder ? await startDocumented({ dbPath: join(folder, 'service.sqlite') }) : h
      try {
        const dataset = policies.parse(
          await newDataset(harness, { name: `Cleaned ${store}`, clean_images_as_soon_as_ready: true }),
        )
        const attach = await harness.call(
          'POST',
          harness.companyPath('/applications/face_skin_metrics_2.0/attach-to-dataset/'),
          { body: { dataset_id: dataset.id } },
        )
        expect(attach.status, attach.text).toBe(201)
        const subject = await newSubject(harness, dataset.id, { name: 'Cleaned' })
        const batchId = await newBatch(harness, subject)
        const image = await uploaded(harness, subject, batchId)
        expect(image.urls.original).not.toBeNull()
        const link = image.urls.original ?? ''

        const records = await analysedRecords(harness, image.id)
        expect(records).toHaveLength(6)
        expect((await batchImages(harness, subject, batchId)).map((i) => i.urls)).toEqual([
          { original: null },
        ])
        expect((await fetch(link)).status).toBe(404)
        if (folder) expect(existsSync(join(folder, 'images', image.id))).toBe(false)
        expect((await harness.service.admin.checkConsistency()).imagesWithoutBytes).not.toContain(image.id)

        const keeping = await mainSubject(harness, 'Kept')
        const kept = await uploaded(harness, keeping.subject, keeping.batchId)
        await harness.service.admin.processingIdle()
        expect(
          (await batchImages(harness, keeping.subject, keeping.batchId))[0]?.urls.original,
        ).not.toBeNull()
        expect((await fetch(kept.urls.original ?? '')).status).toBe(200)
      } finally {
        if (folder) await harness.service.close()
      }
    })
  }
})
