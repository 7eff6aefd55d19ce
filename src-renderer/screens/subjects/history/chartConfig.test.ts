/**
 * The measured points' colours: one colour for all (Chart.js then shares one set of options between the points:
 * per-point colours cost the history-render bench 77 → 95 ms for 5 × 167 points), and per point only when a
 * point is hollow (its photo compares poorly with the patient's first).
 */
import { enUS } from 'date-fns/locale'
import { describe, expect, it } from 'vitest'
import type { Comparability } from '../../../../src-shared/domain/faceMatch'
import { chartConfig, POINT_COLOUR, POOR_POINT_COLOUR, type ChartTexts } from './chartConfig'
import type { NumericSeries } from './series'

const series: NumericSeries = {
  kind: 'numeric',
  techName: 'redness_score',
  name: 'Redness',
  units: null,
  isScore: true,
  points: [1, 2, 3].map((day) => ({
    time: Date.UTC(2026, 0, day),
    imageId: `img-${day}`,
    capturedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
    version: null,
    value: 50 + day,
  })),
}
const texts: ChartTexts = {
  measured: 'Measured',
  smoothed: 'Smoothed',
  versionFrom: () => '',
  band: (band) => band,
  date: () => '',
  number: String,
  poorPhoto: (c) => `poor: ${c.reasons.join(', ')}`,
}
const poor: Comparability = { score: 0, level: 'poor', reasons: ['pose'] }
const good: Comparability = { score: 90, level: 'good', reasons: [] }

const measured = (comparabilities: (Comparability | null)[]) =>
  chartConfig(series, [51, 52, 53], enUS, texts, () => undefined, comparabilities).data.datasets[0]

describe('the measured points', () => {
  it('share one colour while no photo compares poorly', () => {
    for (const list of [[], [null, good, good]]) {
      const dataset = measured(list)
      expect(dataset?.pointBackgroundColor).toBe(POINT_COLOUR)
      expect(dataset?.pointBorderColor).toBe(POINT_COLOUR)
    }
  })

  it('draw a point hollow, in another colour, when its photo compares poorly', () => {
    const dataset = measured([null, good, poor])
    expect(dataset?.pointBackgroundColor).toEqual([POINT_COLOUR, POINT_COLOUR, '#ffffff'])
    expect(dataset?.pointBorderColor).toEqual([POINT_COLOUR, POINT_COLOUR, POOR_POINT_COLOUR])
  })
})
