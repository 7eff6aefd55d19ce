/**
 * Every record reader fed the variants the two dialects send (the local service's spec shapes and the real
 * service's documented ones, service-gaps.md): nulls, missing optional fields, extra fields, numbers as strings,
 * objects where strings were, both timestamp forms, bare arrays and envelopes. What comes out is the app's type.
 */
import { describe, expect, it } from 'vitest'
import {
  applicationRecord,
  attachmentRecord,
  batchRecord,
  biologicalSexItem,
  datasetRecord,
  imageRecord,
  loginRecord,
  privateTokenRecord,
  rawList,
  readItems,
  readResultRecords,
  smoothedMetricRecord,
  subjectRecord,
} from '.'
import { parseServiceTime } from '../../../src-shared/domain/serviceTime'

const metric = (techName: string, value: number | string) => ({
  name: techName,
  units: null,
  value,
  tech_name: techName,
  widget_meta: null,
  widget_type: typeof value === 'number' ? 'bad_good_line' : 'category',
  widget_show: true,
})

const result = (over: Record<string, unknown> = {}) => ({
  id: '7f0c2a4e-1d3b-4c5e-8f9a-0b1c2d3e4f50',
  is_ok: true,
  image_id: '1a2b3c4d-0000-4000-8000-000000000001',
  algorithm_version_id: 12,
  creation_time: '2025-01-02 10:11:12',
  application_id: 'app-1',
  algorithm_family_tech_name: 'selfie_v2.redness',
  result: {
    algorithm_tech_name: 'redness',
    area_results: [
      {
        area_name: 'face',
        main_metric: metric('redness_score', 72),
        sub_metrics: [metric('redness_local_score', 60), metric('skintone_class', 'Light')],
      },
    ],
  },
  ...over,
})

describe('subjects', () => {
  const spec = {
    id: 's1',
    name: 'Ann',
    birth_date: '1980-02-03',
    biological_sex: 'female',
    meta: { note: 1 },
    creation_time: '2025-01-02 10:11:12',
    author_id: 4,
    dataset: { id: 'd1', name: 'Main clinic' },
  }
  const documented = {
    id: 's1',
    name: 'Ann',
    birth_date: null,
    biological_sex: { id: '123e4567-e89b-12d3-a456-426614174000', name: 'Female', tech_name: 'female' },
    meta: null,
    creation_time: '2025-10-08T20:00:33.223Z',
    author_id: null,
    promote_image_id: null,
    company: { id: 'c1', name: 'Clinic' },
    dataset: { id: 'd1', name: 'Main clinic' },
  }

  it('reads the spec shape and the documented one to the same fields', () => {
    const a = subjectRecord.parse(spec)
    const b = subjectRecord.parse(documented)
    expect(a).toMatchObject({ id: 's1', biological_sex: 'female', dataset_id: 'd1', author_id: '4' })
    expect(b).toMatchObject({ id: 's1', biological_sex: 'female', dataset_id: 'd1', company_id: 'c1' })
    expect(parseServiceTime(a.creation_time ?? '')).toBe(Date.UTC(2025, 0, 2, 10, 11, 12))
    expect(parseServiceTime(b.creation_time ?? '')).toBe(Date.UTC(2025, 9, 8, 20, 0, 33, 223))
  })

  it('reads a sex it does not know, a missing one, meta that is no object, and wrong optional types as absent', () => {
    expect(
      subjectRecord.parse({ ...documented, biological_sex: { id: 'x', name: 'X', tech_name: 'x' } })
        .biological_sex,
    ).toBeNull()
    expect(subjectRecord.parse({ id: 's', name: 'A' })).toMatchObject({
      biological_sex: null,
      meta: null,
      birth_date: null,
    })
    expect(subjectRecord.parse({ ...spec, meta: [1, 2], birth_date: 19800203, dataset: 'd1' })).toMatchObject(
      {
        meta: null,
        birth_date: null,
        dataset_id: null,
      },
    )
    expect(subjectRecord.safeParse({ id: 's', name: null }).success).toBe(false)
  })

  it('reads the biological sex dictionary by tech name', () => {
    const items = readItems(biologicalSexItem, [
      { id: 'u-1', name: 'Male', tech_name: 'male' },
      { id: 2, name: 'Female', tech_name: null },
      { name: 'no id' },
    ])
    expect(items.items).toEqual([
      { id: 'u-1', sex: 'male' },
      { id: '2', sex: 'female' },
    ])
    expect(items.dropped).toHaveLength(1)
  })
})

describe('images', () => {
  const documented = {
    id: 'i1',
    name: 'front.jpg',
    side: { id: 1, name: 'Front', tech_name: 'front' },
    light: { id: 1, name: 'Regular', tech_name: 'regular' },
    image_type: { id: 1, name: 'Selfie', tech_name: 'selfie' },
    side_name: 'Front',
    side_tech_name: 'front',
    light_name: 'Regular',
    light_tech_name: 'regular',
    creation_time: '2025-10-08T20:00:33.223Z',
    quality_score: null,
    quality_feedback: null,
    quality_result: null,
    quality_issues: [],
    problems: [],
    urls: { original: 'http://127.0.0.1:9/storage/abc?signature=x' },
  }

  it('finds the side as side_id, side.id or side_tech_name', () => {
    expect(imageRecord.parse({ id: 'i', side_id: 3 }).side).toBe('left')
    expect(imageRecord.parse({ id: 'i', side_id: '2' }).side).toBe('right')
    expect(imageRecord.parse(documented)).toMatchObject({
      side: 'front',
      light_id: 1,
      original_url: documented.urls.original,
    })
    expect(imageRecord.parse({ ...documented, side: { id: '3' }, side_tech_name: null }).side).toBe('left')
    expect(imageRecord.parse({ ...documented, side: null, side_tech_name: 'Right' }).side).toBe('right')
    expect(imageRecord.parse({ id: 'i', side: { tech_name: 'left' } }).side).toBe('left')
  })

  it('keeps an image whose side it cannot tell, with no side', () => {
    expect(imageRecord.parse({ id: 'i', side_id: 9, urls: null }).side).toBeNull()
    expect(imageRecord.parse({ id: 'i', side_id: 'front' })).toMatchObject({
      side: 'front',
      original_url: null,
    })
  })

  it('reads width and height as numbers from strings', () => {
    expect(imageRecord.parse({ id: 'i', side_id: 1, width: '640', height: 480 })).toMatchObject({
      width: 640,
      height: 480,
    })
  })
})

describe('datasets, batches, applications', () => {
  it('reads a dataset with or without image_type {} and connected applications', () => {
    expect(
      datasetRecord.parse({
        id: 'd',
        name: 'n',
        image_type_name: 'Selfie',
        creation_time: '2025-01-02 10:11:12',
      }),
    ).toMatchObject({
      image_type_name: 'Selfie',
      connected_applications: null,
    })
    const documented = datasetRecord.parse({
      id: 'd',
      company_id: 'c',
      name: 'n',
      image_type: { id: 1, name: 'Selfie', tech_name: 'selfie', sides: [], lights: [] },
      connected_applications: [
        { id: 'att-1', application_id: 'app-1', tech_name: 'face_skin_metrics_2.0' },
        'x',
        5,
      ],
    })
    expect(documented.image_type_name).toBe('Selfie')
    expect(documented.connected_applications).toEqual(['app-1', 'face_skin_metrics_2.0', 'att-1', 'x'])
  })

  it('reads images_count as a number from a string, and a batch with only its id', () => {
    expect(batchRecord.parse({ id: 'b', images_count: '3' }).images_count).toBe(3)
    expect(batchRecord.parse({ id: 'b' })).toEqual({
      id: 'b',
      subject_id: null,
      creation_time: null,
      images_count: null,
    })
  })

  it('reads is_enabled null as enabled and only false as off', () => {
    const item = {
      id: 'a',
      name: 'Face Skin Metrics 2.0',
      tech_name: 'face_skin_metrics_2.0',
      algorithms_flags: null,
    }
    expect(applicationRecord.parse({ ...item, is_enabled: null }).is_enabled).toBe(true)
    expect(applicationRecord.parse(item).is_enabled).toBe(true)
    expect(applicationRecord.parse({ ...item, is_enabled: false }).is_enabled).toBe(false)
  })

  it('reads an attachment and a run alike', () => {
    expect(attachmentRecord.parse({ id: 'att', dataset_id: 'd', enabled_algorithms: ['x'] }).id).toBe('att')
    expect(
      attachmentRecord.parse({
        id: 'run',
        application_id: 'a',
        dataset_id: 'd',
        algorithms_flags: { images: 'front' },
      }),
    ).toMatchObject({
      id: 'run',
      algorithms_flags: { images: 'front' },
    })
  })
})

describe('results', () => {
  it('reads sub_metrics null as none, numeric strings as numbers, categories as text', () => {
    const documented = result({
      result: {
        area_results: [
          { area_name: 'face', main_metric: metric('acne_class', 'mild'), sub_metrics: null },
          {
            area_name: 'nose',
            main_metric: metric('redness_score', '64'),
            sub_metrics: [metric('x', '1.5')],
          },
        ],
      },
    })
    const { records, dropped } = readResultRecords([documented])
    expect(dropped).toEqual([])
    const areas = records[0]?.result.area_results ?? []
    expect(areas[0]?.sub_metrics).toEqual([])
    expect(areas[0]?.main_metric.value).toBe('mild')
    expect(areas[1]?.main_metric.value).toBe(64)
    expect(areas[1]?.sub_metrics[0]?.value).toBe(1.5)
  })

  it('drops and counts a record it cannot read, keeps the rest', () => {
    const { records, dropped } = readResultRecords([
      result(),
      { id: 'x' },
      'text',
      result({ id: 'r2', is_ok: false, result: { error: 'No face detected' } }),
    ])
    expect(records.map((r) => r.id)).toEqual([result().id, 'r2'])
    expect(dropped.map((d) => d.index)).toEqual([1, 2])
    expect(dropped[0]?.issues.join(' ')).toMatch(/result|is_ok|image_id/)
  })

  it('reads ids that come as numbers, and ISO timestamps', () => {
    const { records } = readResultRecords([
      result({ id: 5, image_id: 7, creation_time: '2025-10-08T20:00:33.223Z' }),
    ])
    expect(records[0]).toMatchObject({ id: '5', image_id: '7' })
  })

  it('reads smoothed metrics with string numbers; a value that is no number drops the item', () => {
    const items = readItems(smoothedMetricRecord, [
      { tech_name: 'redness_score', value: '28', raw_value: null, samples: '3' },
      { tech_name: 'redness_score', value: 'high' },
    ])
    expect(items.items[0]).toMatchObject({ value: 28, raw_value: null, samples: 3 })
    expect(items.dropped).toHaveLength(1)
  })
})

describe('lists', () => {
  it('are a bare array or the envelope; count may be a string; links may be null or absent', () => {
    expect(rawList.parse([1, 2])).toEqual([1, 2])
    expect(rawList.parse({ count: '2', results: [1, 2] })).toMatchObject({
      count: 2,
      next: null,
      results: [1, 2],
    })
    expect(rawList.safeParse({ count: 1 }).success).toBe(false)
  })
})

describe('sign-in answers', () => {
  it('read the access token as access_token or token_access, and the private token from data', () => {
    expect(loginRecord.parse({ access_token: 't', company_id: 'c', id: 3 })).toEqual({
      access_token: 't',
      company_id: 'c',
      user_id: '3',
    })
    expect(
      loginRecord.parse({ token_access: 't2', refresh_token: 'r', company_id: 'c', id: 3 }).access_token,
    ).toBe('t2')
    expect(loginRecord.safeParse({ company_id: 'c' }).success).toBe(false)
    const token = privateTokenRecord.parse({
      id: 1,
      name: 'ws',
      expiration_time: '2026-12-01T00:00:00.000Z',
      data: 'eyJ.x.y',
    })
    expect(token).toEqual({
      id: '1',
      name: 'ws',
      token: 'eyJ.x.y',
      expiration_time: '2026-12-01T00:00:00.000Z',
    })
    expect(privateTokenRecord.safeParse({ id: 1, name: 'ws' }).success).toBe(false)
  })
})
