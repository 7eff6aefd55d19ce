import { describe, expect, it } from 'vitest'
import { smoothSeries } from './smoothing'

const day = 86_400_000
const at = (values: number[]) => values.map((value, i) => ({ time: i * 30 * day, value }))

describe('smoothSeries', () => {
  it('averages the spec example and rounds down: 20, 40, 25 → 28', () => {
    expect(smoothSeries(at([20, 40, 25]), 'mean', 5)).toEqual([20, 30, 28])
  })

  it('uses this point plus up to N earlier points', () => {
    expect(smoothSeries(at([10, 20, 30, 40, 50]), 'mean', 2)).toEqual([10, 15, 20, 30, 40])
    expect(smoothSeries(at([10, 20, 30]), 'mean', 0)).toEqual([10, 20, 30])
  })

  it('orders the window by time, not by the order given, and answers in the given order', () => {
    const points = [
      { time: 3 * day, value: 25 },
      { time: 1 * day, value: 20 },
      { time: 2 * day, value: 40 },
    ]
    expect(smoothSeries(points, 'mean', 5)).toEqual([28, 20, 30])
  })

  it('reproduces a linear series with linear regression', () => {
    const line = [0, 1, 2, 3, 4, 5].map((i) => ({ time: i * 7 * day, value: 40 + 3 * i }))
    expect(smoothSeries(line, 'linear_regression', 3)).toEqual([40, 43, 46, 49, 52, 55])
  })

  it('gives a single point its own value and floors a regression', () => {
    expect(smoothSeries([{ time: 5, value: 42 }], 'linear_regression', 5)).toEqual([42])
    // the second window is a line through two points; the third: slope 1.5, intercept 9.83 → 12.83 → 12
    const points = [10, 11, 13].map((value, time) => ({ time, value }))
    expect(smoothSeries(points, 'linear_regression', 5)).toEqual([10, 11, 12])
  })

  it('falls back to the mean when all timestamps in the window are equal', () => {
    const same = [20, 40, 25].map((value) => ({ time: 1000, value }))
    expect(smoothSeries(same, 'linear_regression', 5)).toEqual([20, 30, 28])
  })

  it('floors towards minus infinity for negative values', () => {
    expect(smoothSeries(at([-1, -2]), 'mean', 1)).toEqual([-1, -2])
    expect(smoothSeries(at([-1, -4]), 'mean', 1)).toEqual([-1, -3])
  })

  it('handles an empty series', () => {
    expect(smoothSeries([], 'mean', 5)).toEqual([])
  })
})
