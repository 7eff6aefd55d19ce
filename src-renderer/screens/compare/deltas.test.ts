import { describe, expect, it } from 'vitest'
import { record, shuffled, visit } from '../../testing/resultRecords'
import { metricDeltas } from './deltas'

describe('metricDeltas', () => {
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
