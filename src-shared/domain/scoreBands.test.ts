import { describe, expect, it } from 'vitest'
import { bandOf } from './scoreBands'

describe('bandOf', () => {
  it.each([
    [0, 'bad'],
    [30, 'bad'],
    [30.01, 'poor'],
    [50, 'poor'],
    [51, 'average'],
    [70, 'average'],
    [70.5, 'good'],
    [80, 'good'],
    [81, 'great'],
    [90, 'great'],
    [90.1, 'excellent'],
    [100, 'excellent'],
  ] as const)('%s → %s', (score, band) => {
    expect(bandOf(score)).toBe(band)
  })

  it('has no band outside 0–100 or for NaN', () => {
    expect(bandOf(-0.1)).toBeNull()
    expect(bandOf(100.1)).toBeNull()
    expect(bandOf(Number.NaN)).toBeNull()
  })
})
