import { describe, expect, it } from 'vitest'
import { floorValue, smoothLinearRegression, smoothMean, smoothSeries, type Sample } from './smoothing'

const day = 86_400_000
const at = Date.UTC(2024, 5, 1)
const sample = (daysBefore: number, value: number): Sample => ({ value, time: at - daysBefore * day })

describe('mean', () => {
  it('the spec example: 20, 40, 25 → 28 (rounded down)', () => {
    expect(smoothMean([20, 40, 25])).toBe(28)
    expect(smoothSeries('mean', [sample(0, 20), sample(30, 40), sample(60, 25)], at)).toBe(28)
  })

  it('a window shorter than N is the mean of what there is; one value is itself', () => {
    expect(smoothMean([55])).toBe(55)
    expect(smoothMean([10, 11])).toBe(10)
  })

  it('rounds down, not toward zero, and ignores floating-point noise', () => {
    expect(smoothMean([-1, -2])).toBe(-2)
    expect(floorValue(-2.5)).toBe(-3)
    expect(smoothMean([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 29.5])).toBe(3)
    expect(floorValue(29.999999999999996)).toBe(30)
    expect(floorValue(29.99)).toBe(29)
  })

  it('refuses an empty window', () => {
    expect(() => smoothMean([])).toThrow()
  })
})

describe('linear regression', () => {
  it('one point gives its own value', () => {
    expect(smoothLinearRegression([sample(0, 42)], at)).toBe(42)
    expect(smoothLinearRegression([sample(10, 42.7)], at)).toBe(42)
  })

  it('a hand-computed case: (−20 d, 30), (−10 d, 50), (0 d, 40)', () => {
    // x̄ = −10, ȳ = 40, Sxx = 200, Sxy = (−10)(−10) + 0·10 + 10·0 = 100 → slope 0.5/day; at x = 0: 40 + 0.5·10 = 45
    expect(smoothLinearRegression([sample(0, 40), sample(10, 50), sample(20, 30)], at)).toBe(45)
  })

  it('a non-integer fit is rounded down: (−2 d, 10), (−1 d, 12), (0 d, 13)', () => {
    // x̄ = −1, ȳ = 11.667, Sxx = 2, Sxy = (−1)(−1.667) + 0 + 1·1.333 = 3 → slope 1.5; at 0: 11.667 + 1.5 = 13.167
    expect(smoothLinearRegression([sample(0, 13), sample(1, 12), sample(2, 10)], at)).toBe(13)
  })

  it('follows a trend beyond the window mean (a steady fall lands on the line)', () => {
    const falling = [0, 30, 60, 90].map((d) => sample(d, 50 + d / 3))
    expect(smoothLinearRegression(falling, at)).toBe(50)
    expect(smoothMean(falling.map((s) => s.value))).toBe(65)
  })

  it('equal capture times (no slope can be fitted) degrade to the mean', () => {
    expect(smoothLinearRegression([sample(0, 20), sample(0, 40), sample(0, 25)], at)).toBe(28)
  })

  it('rounds a negative fit down', () => {
    // slope −1/day from (−1 d, 0) to (0 d, −1) plus a half: values −0.5 and −1.5 → at 0: −1.5 → −2
    expect(smoothLinearRegression([sample(1, -0.5), sample(0, -1.5)], at)).toBe(-2)
  })

  it('does not care about the order of the samples', () => {
    const samples = [sample(0, 40), sample(10, 50), sample(20, 30)]
    expect(smoothLinearRegression([...samples].reverse(), at)).toBe(45)
  })
})
