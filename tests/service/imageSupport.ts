import { expect } from 'vitest'
import { z } from 'zod'
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
