/** The skin tone timeline's runs: consecutive visits with the same value make one run; a change starts a new one. */
import { describe, expect, it } from 'vitest'
import { runsOf } from './categoryRuns'
import type { CategoryPoint } from './series'

const point = (day: number, label: string): CategoryPoint => ({
  time: day,
  imageId: `img-${day}`,
  capturedAt: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  version: null,
  label,
})

describe('category runs', () => {
  it('joins the same value and splits at every change, oldest first', () => {
    const runs = runsOf([
      point(1, 'tan'),
      point(2, 'tan'),
      point(3, 'brown'),
      point(4, 'tan'),
      point(5, 'tan'),
    ])
    expect(runs.map((r) => [r.label, r.count, r.first.imageId, r.last.imageId])).toEqual([
      ['tan', 2, 'img-1', 'img-2'],
      ['brown', 1, 'img-3', 'img-3'],
      ['tan', 2, 'img-4', 'img-5'],
    ])
  })

  it('has no runs without points', () => {
    expect(runsOf([])).toEqual([])
  })
})
