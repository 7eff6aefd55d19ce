import { describe, expect, it } from 'vitest'
import { smoothSeries, type TimedValue as SeriesPoint } from './smoothing'

const DAY = 86_400_000
const series = (values: number[], stepDays = 30): SeriesPoint[] =>
  values.map((value, i) => ({ time: Date.UTC(2024, 0, 1) + i * stepDays * DAY, value }))

describe('smoothSeries', () => {
  it('mean: the spec example 20, 40, 25 gives 28 (rounded down)', () => {
    expect(smoothSeries(series([20, 40, 25]), 'mean', 5)).toEqual([20, 30, 28])
  })

  it('linear regression reproduces a linear series exactly', () => {
    const points = series([10, 13, 16, 19, 22, 25, 28], 7)
    expect(smoothSeries(points, 'linear_regression', 5)).toEqual([10, 13, 16, 19, 22, 25, 28])
  })

  it('linear regression extrapolates the fitted line to the point, not the mean', () => {
    // 10, 20, 20 at days 0, 1, 2: slope 5, mean 16.67 at day 1 → 21.67 at day 2 → 21
    expect(smoothSeries(series([10, 20, 20], 1), 'linear_regression', 5)[2]).toBe(21)
  })

  it('a window holds the point and up to N earlier points', () => {
    const points = series([0, 100, 10, 20, 30])
    expect(smoothSeries(points, 'mean', 2)).toEqual([0, 50, 36, 43, 20])
    expect(smoothSeries(points, 'mean', 0)).toEqual([0, 100, 10, 20, 30])
    expect(smoothSeries(points, 'mean', 50)).toEqual([0, 50, 36, 32, 32])
  })

  it('one point gives its own value with both methods', () => {
    const one = series([42.9])
    expect(smoothSeries(one, 'mean', 5)).toEqual([42])
    expect(smoothSeries(one, 'linear_regression', 5)).toEqual([42])
  })

  it('equal timestamps: linear regression gives the mean', () => {
    const at = Date.UTC(2024, 5, 1)
    const points = [10, 20, 31].map((value) => ({ time: at, value }))
    expect(smoothSeries(points, 'linear_regression', 5)).toEqual([10, 15, 20])
  })

  it('rounds down towards minus infinity, ignoring float noise', () => {
    expect(smoothSeries(series([-1, -2]), 'mean', 5)).toEqual([-1, -2])
    expect(smoothSeries(series([-1, -2, -2]), 'mean', 5)[2]).toBe(-2)
    expect(smoothSeries(series([0.1, 0.2, 29.7]), 'mean', 5)[2]).toBe(10)
  })

  it('the time window leaves out older points', () => {
    const points = series([10, 20, 30], 10)
    expect(smoothSeries(points, 'mean', 5, 10)).toEqual([10, 15, 25])
    expect(smoothSeries(points, 'mean', 5, 9)).toEqual([10, 20, 30])
  })

  it('answers in the order given, windows by time', () => {
    const [a, b, c] = series([20, 40, 25]) as [SeriesPoint, SeriesPoint, SeriesPoint]
    expect(smoothSeries([c, a, b], 'mean', 5)).toEqual([28, 20, 30])
  })

  it('no points, no values', () => {
    expect(smoothSeries([], 'linear_regression', 5)).toEqual([])
  })
})
