import { describe, expect, it } from 'vitest'
import { numericValue } from './metricValue'

describe('metricValue', () => {
  it('reads a numeric string as a number and a label as no number', () => {
    expect(numericValue('42')).toBe(42)
    expect(numericValue('Light')).toBeNull()
    expect(numericValue(null)).toBeNull()
  })
})
