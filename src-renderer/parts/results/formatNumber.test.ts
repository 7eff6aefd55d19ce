import { describe, expect, it } from 'vitest'
import { formatNumber, formatSignedNumber } from './formatNumber'

describe('numbers in the UI language', () => {
  it('uses the language’s decimal sign and an explicit sign for changes', () => {
    expect(formatNumber(0.7, 'de')).toBe('0,7')
    expect(formatNumber(0.7, 'en')).toBe('0.7')
    expect(formatNumber(2.456, 'en')).toBe('2.46')
    expect(formatSignedNumber(1.5, 'de')).toBe('+1,5')
    expect(formatSignedNumber(-3, 'en')).toBe('-3')
    expect(formatSignedNumber(0, 'en')).toBe('0')
  })
})
