import { describe, expect, it } from 'vitest'
import type { ResultRecord, Visit } from '../../src-shared/contract'
import { metricDeltas } from '../compare/deltas'
import { buildSeries } from '../history/series'
import { adviceFor } from './errorAdvice'
import { numericValue } from './metricValue'
import { findArea, findResult } from './pickResult'

function record(algorithm: string, value: number | string, widget = 'bad_good_line'): ResultRecord {
  return {
    id: `r-${algorithm}-${String(value)}`,
    is_ok: true,
    image_id: 'img',
    algorithm_family_tech_name: `selfie_v2.${algorithm}`,
    result: {
      algorithm_tech_name: algorithm,
      area_results: [
        {
          area_name: 'face',
          main_metric: {
            name: algorithm,
            tech_name: `${algorithm}_score`,
            value,
            widget_type: widget,
            units: null,
          },
          sub_metrics: [],
        },
      ],
    },
  }
}

function failed(algorithm: string, error: string): ResultRecord {
  return {
    id: `f-${algorithm}`,
    is_ok: false,
    image_id: 'img',
    algorithm_family_tech_name: `selfie_v2.${algorithm}`,
    result: { algorithm_tech_name: algorithm, error, area_results: [] },
  }
}

function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items]
  let s = seed
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 9301 + 49297) % 233280
    const j = Math.floor((s / 233280) * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

describe('picking results by tech name', () => {
  const records = ['redness', 'uniformness', 'pigmentation', 'acne', 'pores'].map((a, i) => record(a, 50 + i))

  it('finds the same record whatever the order', () => {
    for (let seed = 1; seed < 8; seed++) {
      const list = shuffled(records, seed)
      const pores = findResult(list, 'pores')
      expect(pores && findArea(pores, 'face')?.main_metric.value).toBe(54)
      expect(findResult(list, 'selfie_v2.redness')?.result.algorithm_tech_name).toBe('redness')
      expect(findResult(list, 'nope')).toBeUndefined()
    }
  })

  it('reads a numeric string as a number and a label as no number', () => {
    expect(numericValue('42')).toBe(42)
    expect(numericValue('Light')).toBeNull()
    expect(numericValue(null)).toBeNull()
  })

  it('advises a retake for no face, a re-upload only for internal errors', () => {
    expect(adviceFor('No face detected')).toBe('retake')
    expect(adviceFor('Not full face')).toBe('retake')
    expect(adviceFor('Internal error')).toBe('reupload')
    expect(adviceFor('Unsupported image')).toBe('none')
  })
})

describe('history series', () => {
  const visit = (month: number, results: ResultRecord[]): Visit => ({
    imageId: `img-${month}`,
    batchId: `b-${month}`,
    side: 'front',
    capturedAt: new Date(Date.UTC(2025, month, 10)).toISOString(),
    results,
  })

  it('keeps gaps, skips failures and string scores, and orders points by time', () => {
    const visits = [
      visit(3, shuffled([record('redness', 70), record('pores', 'n/a')], 3)),
      visit(2, [failed('redness', 'No face detected')]),
      visit(1, [record('redness', 60), record('pores', 40)]),
      visit(0, [record('skin_tone', 'Light', 'category')]),
    ]
    const series = buildSeries(visits)
    const redness = series.find((s) => s.techName === 'redness_score')
    expect(redness?.kind).toBe('numeric')
    expect(redness?.points.map((p) => p.imageId)).toEqual(['img-1', 'img-3'])
    const pores = series.find((s) => s.techName === 'pores_score')
    expect(pores?.points.length).toBe(1)
    const tone = series.find((s) => s.techName === 'skin_tone_score')
    expect(tone?.kind).toBe('category')
  })

  it('compares two visits metric by metric with directions', () => {
    const before = visit(0, shuffled([record('redness', 60), record('acne', 80)], 2))
    const after = visit(5, shuffled([record('acne', 70), record('redness', 80)], 5))
    const rows = metricDeltas(before, after)
    expect(rows.map((r) => [r.techName, r.kind === 'numeric' ? r.direction : null])).toEqual([
      ['acne_score', 'worse'],
      ['redness_score', 'better'],
    ])
  })
})
