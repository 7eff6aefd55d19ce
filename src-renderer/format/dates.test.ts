import { describe, expect, it } from 'vitest'
import { daysUntil, formatCalendarDate, formatDate, keyExpiry } from './dates'

const now = new Date('2025-03-01T12:00:00Z')

describe('dates', () => {
  it('formats in the UI language', () => {
    expect(formatCalendarDate('1980-04-02', 'en')).toBe('Apr 2, 1980')
    expect(formatCalendarDate('1980-04-02', 'de')).toBe('02.04.1980')
    expect(formatDate('2025-01-15T10:00:00Z', 'de')).toMatch(/15\.01\.2025/)
  })

  it('never moves a birth date to another day', () => {
    expect(formatCalendarDate('2000-01-01', 'en')).toBe('Jan 1, 2000')
  })

  it('gives nothing for missing or broken values', () => {
    expect(formatDate(null, 'en')).toBeNull()
    expect(formatDate('nonsense', 'en')).toBeNull()
    expect(formatCalendarDate('01/02/2000', 'en')).toBeNull()
    expect(daysUntil(null, now)).toBeNull()
  })

  it('warns when the key expires within 14 days', () => {
    expect(keyExpiry(null, now, 'en')).toEqual({ kind: 'none' })
    expect(keyExpiry('2025-06-01T00:00:00Z', now, 'en').kind).toBe('valid')
    expect(keyExpiry('2025-03-16T00:00:00Z', now, 'en').kind).toBe('valid')
    expect(keyExpiry('2025-03-14T00:00:00Z', now, 'en').kind).toBe('soon')
    expect(keyExpiry('2025-03-01T13:00:00Z', now, 'en').kind).toBe('soon')
    expect(keyExpiry('2025-03-01T11:00:00Z', now, 'en').kind).toBe('expired')
  })
})
