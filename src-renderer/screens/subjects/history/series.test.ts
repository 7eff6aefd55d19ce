import { describe, expect, it } from 'vitest'
import { failed, record, shuffled, visit } from '../../../testing/resultRecords'
import { buildSeries } from './series'

describe('history series', () => {
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
})
