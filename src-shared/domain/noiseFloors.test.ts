import { describe, expect, it } from 'vitest'
import { isClearChange, NOISE_FLOORS } from './noiseFloors'

describe('noise floors', () => {
  it('calls a change within the floor no clear change, and one beyond it clear, either way', () => {
    const floor = NOISE_FLOORS.redness_score ?? 0
    expect(floor).toBeGreaterThan(0)
    expect(isClearChange('redness_score', 60, 60 + floor)).toBe(false)
    expect(isClearChange('redness_score', 60, 60 - floor)).toBe(false)
    expect(isClearChange('redness_score', 60, 61 + floor)).toBe(true)
    expect(isClearChange('redness_score', 60, 59 - floor)).toBe(true)
  })

  it('counts any change of a metric without a floor, and takes an administrator’s floors over the measured', () => {
    expect(isClearChange('papules', 3, 4)).toBe(true)
    expect(isClearChange('pores_score', 50, 52)).toBe(false)
    expect(isClearChange('pores_score', 50, 52, { pores_score: 1 })).toBe(true)
  })
})
