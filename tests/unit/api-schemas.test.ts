import { describe, expect, it } from 'vitest'
import {
  analysisResultSchema,
  datasetSchema,
  imageResultsSchema,
  imageSchema,
  loginResponseSchema,
  pageOf,
  smoothedMetricSchema,
  subjectSchema,
} from '../../src-main/api/schemas'

const metric = (techName: string, value: number | string) => ({
  name: techName,
  units: null,
  value,
  tech_name: techName,
  widget_meta: null,
  widget_type: typeof value === 'number' ? 'bad_good_line' : 'category',
  widget_show: true,
})

const analysisResult = {
  id: '7f0c2a4e-1d3b-4c5e-8f9a-0b1c2d3e4f50',
  is_ok: true,
  image_id: '1a2b3c4d-0000-4000-8000-000000000001',
  algorithm_version_id: 12,
  creation_time: '2025-01-02 10:11:12',
  application_id: 'app-1',
  application_name: 'Face skin metrics',
  application_description: '<p>Redness</p>',
  application_run_id: 'run-1',
  image_type: 'selfie',
  algorithm_family_tech_name: 'selfie_v2.redness',
  result: {
    revision: 'abc123',
    image_type: 'selfie',
    algorithm_tech_name: 'redness',
    area_results: [
      {
        area_name: 'face',
        main_metric: metric('redness_score', 72),
        sub_metrics: [metric('redness_local_score', 60), metric('skintone_class', 'Light')],
      },
    ],
    masks_restored: [],
    masks_original: [],
  },
}

describe('record schemas', () => {
  it('accept a full result record and keep unknown fields', () => {
    const parsed = analysisResultSchema.parse({ ...analysisResult, future_field: { a: 1 } })
    expect(parsed.future_field).toEqual({ a: 1 })
    expect(parsed.result.area_results[0]?.sub_metrics.map((m) => m.value)).toEqual([60, 'Light'])
  })

  it('accept a failed result with only an error', () => {
    const failed = { ...analysisResult, is_ok: false, result: { error: 'No face detected' } }
    const parsed = analysisResultSchema.parse(failed)
    expect(parsed.result.error).toBe('No face detected')
    expect(parsed.result.area_results).toEqual([])
  })

  it('reject wrong types', () => {
    expect(analysisResultSchema.safeParse({ ...analysisResult, is_ok: 'yes' }).success).toBe(false)
    const badValue = structuredClone(analysisResult)
    const area = badValue.result.area_results[0]
    if (area === undefined) throw new Error('fixture has an area')
    Object.assign(area.main_metric, { value: { score: 1 } })
    expect(analysisResultSchema.safeParse(badValue).success).toBe(false)
    expect(datasetSchema.safeParse({ id: 5, name: 'x' }).success).toBe(false)
    expect(subjectSchema.safeParse({ id: 's', name: null }).success).toBe(false)
  })

  it('accept records with only their identifying fields', () => {
    expect(datasetSchema.parse({ id: 'd1', name: 'Main clinic' })).toEqual({ id: 'd1', name: 'Main clinic' })
    const subject = subjectSchema.parse({ id: 's1', name: 'Ann', birth_date: null, meta: null, extra: true })
    expect(subject.extra).toBe(true)
    expect(imageSchema.parse({ id: 'i1', side_id: 1 }).side_id).toBe(1)
    expect(imageSchema.safeParse({ id: 'i1', side_id: 'front' }).success).toBe(false)
  })

  it('read the image results as an array or inside the envelope', () => {
    expect(imageResultsSchema.parse([analysisResult])).toHaveLength(1)
    const envelope = { count: 1, next: null, previous: null, results: [analysisResult] }
    expect(imageResultsSchema.parse(envelope)[0]?.id).toBe(analysisResult.id)
  })

  it('read smoothed metrics and the login answer', () => {
    const smoothed = smoothedMetricSchema.parse({
      tech_name: 'redness_score',
      value: 28,
      raw_value: 25,
      x: 1,
    })
    expect(smoothed.value).toBe(28)
    expect(smoothedMetricSchema.safeParse({ tech_name: 'redness_score', value: 'high' }).success).toBe(false)
    expect(loginResponseSchema.parse({ access_token: 't', company_id: 'c', id: 3 }).id).toBe(3)
    expect(loginResponseSchema.safeParse({ access_token: '', company_id: 'c', id: 3 }).success).toBe(false)
  })
})

describe('pageOf', () => {
  const page = pageOf(datasetSchema)

  it('accepts the envelope with null links and extra fields', () => {
    const parsed = page.parse({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 'd', name: 'n' }],
      x: 1,
    })
    expect(parsed.results[0]?.name).toBe('n')
  })

  it('rejects a wrong count or a bad item', () => {
    expect(page.safeParse({ count: '1', next: null, previous: null, results: [] }).success).toBe(false)
    expect(page.safeParse({ count: 1, next: null, previous: null, results: [{ id: 'd' }] }).success).toBe(
      false,
    )
    expect(page.safeParse({ count: 1, next: null, previous: null }).success).toBe(false)
  })
})
