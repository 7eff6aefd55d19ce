import sharp from 'sharp'
import { expect } from 'vitest'
import { z } from 'zod'
import { facePhoto } from '../../src-service/seed/facePhotos'
import { changedPhoto } from '../../src-service/seed/photoVariants'
import { pageSchema, timestampSchema, uuidSchema, type Harness, type Reply } from './support'

export const batchSchema = z.strictObject({
  id: uuidSchema,
  subject_id: uuidSchema,
  creation_time: timestampSchema,
  images_count: z.number().int().min(0),
})

export const imageSchema = z.strictObject({
  id: uuidSchema,
  name: z.string().nullable(),
  side_id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  side_tech_name: z.enum(['front', 'right', 'left']),
  light_id: z.number().int(),
  creation_time: timestampSchema,
  batch_id: uuidSchema,
  subject_id: uuidSchema,
  dataset_id: uuidSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  urls: z.strictObject({ original: z.url() }),
})

const metricSchema = z.strictObject({
  name: z.string(),
  units: z.string().nullable(),
  value: z.union([z.number(), z.string()]),
  tech_name: z.string(),
  widget_meta: z.record(z.string(), z.unknown()).nullable(),
  widget_type: z.string(),
  widget_show: z.boolean(),
})

/** Exactly the record of spec 2.2. */
export const resultRecordSchema = z.strictObject({
  id: uuidSchema,
  is_ok: z.boolean(),
  image_id: uuidSchema,
  algorithm_version_id: z.number().int(),
  creation_time: timestampSchema,
  application_id: uuidSchema,
  application_name: z.string().min(1),
  application_description: z.string().min(1),
  application_run_id: uuidSchema,
  image_type: z.literal('selfie'),
  algorithm_family_tech_name: z.string().regex(/^[a-z0-9_]+\.[a-z0-9_]+$/),
  result: z.object({
    revision: z.string(),
    image_type: z.literal('selfie'),
    area_results: z.array(
      z.strictObject({
        area_name: z.string(),
        main_metric: metricSchema,
        sub_metrics: z.array(metricSchema),
      }),
    ),
    algorithm_tech_name: z.string(),
    masks_restored: z.array(z.unknown()),
    masks_original: z.array(z.unknown()),
    error: z.string().optional(),
  }),
})
export type ResultRecord = z.infer<typeof resultRecordSchema>

const portraits = new Map<number, Promise<Buffer>>()

/** A real face portrait (JPEG, 640 px wide) from the face-api demo photos. */
export function portrait(index = 1): Promise<Buffer> {
  let made = portraits.get(index)
  if (!made) {
    made = facePhoto(index).then((photo) => photo.bytes)
    portraits.set(index, made)
  }
  return made
}

/** The same portrait with a red glow over the face. */
export async function redderPortrait(index = 1, redness = 0.15): Promise<Buffer> {
  return changedPhoto(await facePhoto(index), { redness, blemishes: 0, seed: 1 })
}

/** A landscape without people: sky, sun, hills and a lake (generated). */
export function landscapePhoto(width = 800, height = 533): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3a7bd5"/><stop offset="1" stop-color="#cfe7ff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.08}" fill="#fff3b0"/>
    <path d="M0 ${height * 0.65} Q ${width * 0.25} ${height * 0.35} ${width * 0.5} ${height * 0.6} T ${width} ${height * 0.55} V ${height} H 0 Z" fill="#3d7a3a"/>
    <rect y="${height * 0.8}" width="100%" height="${height * 0.2}" fill="#2f6f9f"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

export interface SubjectPath {
  datasetId: string
  subjectId: string
  /** Path under the company of the subject: `/datasets/{did}/subjects/{sid}`. */
  path: string
}

export async function createSubject(
  h: Harness,
  datasetId: string,
  name = 'Test Subject',
): Promise<SubjectPath> {
  const reply = await h.call('POST', h.companyPath(`/datasets/${datasetId}/subjects/`), { body: { name } })
  expect(reply.status, reply.text).toBe(201)
  const subjectId = z.object({ id: z.string() }).parse(reply.json).id
  return { datasetId, subjectId, path: `/datasets/${datasetId}/subjects/${subjectId}` }
}

export async function createBatch(h: Harness, subject: SubjectPath, creationTime?: string): Promise<string> {
  const body = creationTime === undefined ? {} : { creation_time: creationTime }
  const reply = await h.call('POST', h.companyPath(`${subject.path}/batches/`), { body })
  expect(reply.status, reply.text).toBe(201)
  return batchSchema.parse(reply.json).id
}

export function upload(
  h: Harness,
  subject: SubjectPath,
  batchId: string,
  bytes: Buffer,
  sideId: number | undefined = 1,
  extra: Record<string, unknown> = {},
): Promise<Reply> {
  return h.call('POST', h.companyPath(`${subject.path}/batches/${batchId}/images/`), {
    body: { b64data: bytes.toString('base64'), side_id: sideId, ...extra },
  })
}

export async function uploadOk(
  h: Harness,
  subject: SubjectPath,
  batchId: string,
  bytes: Buffer,
  sideId = 1,
): Promise<z.infer<typeof imageSchema>> {
  const reply = await upload(h, subject, batchId, bytes, sideId)
  expect(reply.status, reply.text).toBe(201)
  return imageSchema.parse(reply.json)
}

export async function imageResults(h: Harness, imageId: string): Promise<ResultRecord[]> {
  const reply = await h.call('GET', h.companyPath(`/images/${imageId}/metrics_and_submetrics/`))
  expect(reply.status, reply.text).toBe(200)
  return z.array(resultRecordSchema).parse(reply.json)
}

export async function batchImages(h: Harness, subject: SubjectPath, batchId: string) {
  const reply = await h.call('GET', h.companyPath(`${subject.path}/batches/${batchId}/images/`))
  expect(reply.status, reply.text).toBe(200)
  return pageSchema(imageSchema).parse(reply.json).results
}

/** The face main metric value of an algorithm family in a set of records. */
export function faceValue(records: ResultRecord[], family: string): number | string | undefined {
  const record = records.find((r) => r.algorithm_family_tech_name === family)
  return record?.result.area_results.find((a) => a.area_name === 'face')?.main_metric.value
}
