import { z } from 'zod'

/**
 * Records of the Skin Analysis Service (spec §2, service-gaps.md). Tolerant on purpose: unknown
 * fields are kept, fields the spec does not promise are optional, and ids/timestamps are plain
 * strings (timestamps come as `YYYY-MM-DD HH:MM:SS` UTC, sometimes ISO-8601).
 */

const id = z.string().min(1)
const timestamp = z.string()

export function pageOf<T extends z.ZodType>(item: T) {
  return z.looseObject({
    count: z.number().int().nonnegative(),
    next: z.string().nullish(),
    previous: z.string().nullish(),
    results: z.array(item),
  })
}

export const datasetSchema = z.looseObject({
  id,
  name: z.string(),
  company_id: z.string().optional(),
  image_type_name: z.string().nullish(),
  image_type_tech_name: z.string().nullish(),
  creation_time: timestamp.optional(),
})
export type Dataset = z.output<typeof datasetSchema>

export const subjectSchema = z.looseObject({
  id,
  name: z.string(),
  birth_date: z.string().nullish(),
  biological_sex: z.string().nullish(),
  meta: z.record(z.string(), z.unknown()).nullish(),
  creation_time: timestamp.optional(),
  author_id: z.union([z.string(), z.number()]).nullish(),
  dataset: z.looseObject({ id, name: z.string().optional() }).nullish(),
})
export type Subject = z.output<typeof subjectSchema>

export const batchSchema = z.looseObject({
  id,
  subject_id: z.string().optional(),
  creation_time: timestamp.optional(),
  images_count: z.number().int().nonnegative().optional(),
})
export type Batch = z.output<typeof batchSchema>

export const imageSchema = z.looseObject({
  id,
  name: z.string().nullish(),
  side_id: z.number().int(),
  side_tech_name: z.string().optional(),
  light_id: z.number().int().optional(),
  creation_time: timestamp.optional(),
  batch_id: z.string().optional(),
  subject_id: z.string().optional(),
  dataset_id: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  urls: z.looseObject({ original: z.string().optional() }).nullish(),
})
export type Image = z.output<typeof imageSchema>

export const applicationSchema = z.looseObject({
  id,
  name: z.string(),
  tech_name: z.string().optional(),
  description: z.string().nullish(),
  is_enabled: z.boolean().optional(),
  algorithms_flags: z.record(z.string(), z.unknown()).nullish(),
  image_type: z
    .looseObject({ tech_name: z.string().optional(), sides: z.array(z.unknown()).optional() })
    .nullish(),
})
export type Application = z.output<typeof applicationSchema>

export const applicationRunSchema = z.looseObject({
  id,
  application_id: z.string().optional(),
  dataset_id: z.string().optional(),
  algorithms_flags: z.record(z.string(), z.unknown()).nullish(),
  creation_time: timestamp.optional(),
})
export type ApplicationRun = z.output<typeof applicationRunSchema>

export const metricSchema = z.looseObject({
  name: z.string(),
  units: z.string().nullish(),
  value: z.union([z.number(), z.string()]),
  tech_name: z.string(),
  widget_meta: z.record(z.string(), z.unknown()).nullish(),
  widget_type: z.string().optional(),
  widget_show: z.boolean().optional(),
})
export type Metric = z.output<typeof metricSchema>

export const areaResultSchema = z.looseObject({
  area_name: z.string(),
  main_metric: metricSchema,
  sub_metrics: z.array(metricSchema).default([]),
})
export type AreaResult = z.output<typeof areaResultSchema>

/** `result` of spec 2.2. When `is_ok` is false it carries `error` and may lack the areas. */
export const algorithmResultSchema = z.looseObject({
  revision: z.string().optional(),
  image_type: z.string().optional(),
  algorithm_tech_name: z.string().optional(),
  area_results: z.array(areaResultSchema).default([]),
  masks_restored: z.array(z.unknown()).nullish(),
  masks_original: z.array(z.unknown()).nullish(),
  error: z.string().optional(),
})
export type AlgorithmResult = z.output<typeof algorithmResultSchema>

/** One analysis result record (spec 2.2). Find one by tech name, never by position. */
export const analysisResultSchema = z.looseObject({
  id,
  is_ok: z.boolean(),
  image_id: z.string(),
  algorithm_version_id: z.number().int().nullish(),
  creation_time: timestamp,
  application_id: z.string().nullish(),
  application_name: z.string().nullish(),
  application_description: z.string().nullish(),
  application_run_id: z.string().nullish(),
  image_type: z.string().optional(),
  algorithm_family_tech_name: z.string(),
  result: algorithmResultSchema,
})
export type AnalysisResult = z.output<typeof analysisResultSchema>

/** The image results endpoint answers with a plain array; the envelope is accepted too. */
export const imageResultsSchema = z
  .union([z.array(analysisResultSchema), pageOf(analysisResultSchema)])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.results))

export const smoothedMetricSchema = z.looseObject({
  algorithm_family_tech_name: z.string().optional(),
  algorithm_tech_name: z.string().optional(),
  tech_name: z.string(),
  name: z.string().optional(),
  area_name: z.string().optional(),
  value: z.number(),
  raw_value: z.number().nullish(),
  smoothing_method: z.string().optional(),
  samples: z.number().int().nonnegative().optional(),
})
export type SmoothedMetric = z.output<typeof smoothedMetricSchema>

export const loginResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  company_id: z.string(),
  id: z.union([z.string(), z.number()]),
})
export type LoginResponse = z.output<typeof loginResponseSchema>
