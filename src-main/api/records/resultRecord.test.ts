import { describe, expect, it } from 'vitest'
import { ResultRecord } from '../../../src-shared/contract'
import { readResultRecord as sanitizeRecord, readResultRecords } from '.'

const sanitizeRecords = (raw: unknown[]) => readResultRecords(raw).records

const metric = (techName: string, value: unknown, extra: Record<string, unknown> = {}) => ({
  name: techName,
  units: null,
  value,
  tech_name: techName,
  widget_meta: null,
  widget_type: 'bad_good_line',
  widget_show: true,
  ...extra,
})

const record = (overrides: Record<string, unknown> = {}) => ({
  id: 'r1',
  is_ok: true,
  image_id: 'i1',
  creation_time: '2024-03-01 10:00:00',
  algorithm_family_tech_name: 'selfie_v2.redness',
  result: {
    revision: 'abc',
    algorithm_tech_name: 'redness',
    area_results: [
      { area_name: 'face', main_metric: metric('redness_score', 71), sub_metrics: [metric('local', 3)] },
    ],
  },
  ...overrides,
})

describe('sanitizeRecords', () => {
  it('keeps a good record as it is, unknown fields included', () => {
    const good = { ...record(), application_run_id: 'run' }
    const [clean] = sanitizeRecords([good])
    expect(clean).toEqual(good)
    expect(ResultRecord.safeParse(clean).success).toBe(true)
  })

  it('drops records without identity or result, and non-objects', () => {
    const kept = sanitizeRecords([
      null,
      'x',
      [],
      record({ id: { n: 5 } }),
      record({ is_ok: 'yes' }),
      record({ image_id: undefined }),
      record({ result: 'broken' }),
      record({ id: 'ok' }),
    ])
    expect(kept.map((r) => r.id)).toEqual(['ok'])
  })

  it('reads a failed analysis whose result is its reason as text, {} or nothing', () => {
    const failed = (result: unknown) => sanitizeRecord(record({ is_ok: false, result }))
    expect(failed('No face detected')?.result).toEqual({ error: 'No face detected', area_results: [] })
    expect(failed({})?.result).toEqual({ area_results: [] })
    expect(failed({ error: 'Not full face' })?.result.error).toBe('Not full face')
    expect(failed(null)?.result).toEqual({ error: null, area_results: [] })
    expect(failed('  ')?.result.error).toBeNull()
    for (const result of ['No face detected', {}, null]) {
      expect(ResultRecord.safeParse(failed(result)).success).toBe(true)
    }
  })

  it('gives a percentage widget without units the % sign, and keeps units it has', () => {
    const areas = (main: unknown) =>
      sanitizeRecord(record({ result: { area_results: [{ area_name: 'face', main_metric: main }] } }))
    expect(
      areas(metric('hydration', 63, { widget_type: 'percentage' }))?.result.area_results[0]?.main_metric
        .units,
    ).toBe('%')
    expect(
      areas(metric('hydration', 63, { widget_type: 'percentage', units: 'pct' }))?.result.area_results[0]
        ?.main_metric.units,
    ).toBe('pct')
  })

  it('drops a metric whose value is an object, and an area whose main metric does not fit', () => {
    const clean = sanitizeRecord(
      record({
        result: {
          area_results: [
            {
              area_name: 'face',
              main_metric: metric('redness_score', 50),
              sub_metrics: [metric('bad', { x: 1 }), metric('fine', 2), 'junk'],
            },
            { area_name: 'nose', main_metric: metric('redness_score', [1]) },
            { area_name: 7, main_metric: metric('redness_score', 1) },
            'junk',
          ],
        },
      }),
    )
    const areas = clean?.result.area_results ?? []
    expect(areas.map((a) => a.area_name)).toEqual(['face'])
    expect(areas[0]?.sub_metrics.map((m) => m.tech_name)).toEqual(['fine'])
  })

  it('keeps strings where numbers were expected, and null values', () => {
    const clean = sanitizeRecord(
      record({
        result: {
          area_results: [
            {
              area_name: 'face',
              main_metric: metric('skintone_class', 'Light'),
              sub_metrics: [metric('n', null)],
            },
          ],
        },
      }),
    )
    expect(clean?.result.area_results[0]?.main_metric.value).toBe('Light')
    expect(clean?.result.area_results[0]?.sub_metrics[0]?.value).toBeNull()
  })

  it('removes optional fields of the wrong type instead of dropping the record', () => {
    const clean = sanitizeRecord(
      record({
        creation_time: 12,
        application_name: { en: 'x' },
        result: {
          revision: 3,
          error: ['no'],
          area_results: [
            {
              area_name: 'face',
              main_metric: metric('redness_score', 1, { units: 5, widget_meta: 'x', widget_show: 'yes' }),
            },
          ],
        },
      }),
    )
    expect(clean).not.toBeNull()
    expect(clean?.creation_time).toBeUndefined()
    expect(clean?.application_name).toBeUndefined()
    expect(clean?.result.revision).toBeUndefined()
    expect(clean?.result.error).toBeUndefined()
    const main = clean?.result.area_results[0]?.main_metric
    expect(main?.units).toBeUndefined()
    expect(main?.widget_meta).toBeUndefined()
    expect(main?.widget_show).toBeUndefined()
    expect(clean?.result.area_results[0]?.sub_metrics).toEqual([])
  })

  it('a failed record without areas is kept with its error', () => {
    const clean = sanitizeRecord(record({ is_ok: false, result: { error: 'No face detected' } }))
    expect(clean?.result).toEqual({ error: 'No face detected', area_results: [] })
  })
})
