import { describe, expect, it } from 'vitest'
import { findingsLine } from './findings'

describe('the findings line', () => {
  const at = new Date('2026-03-04T10:00:00Z')
  it('is German for a German report and English otherwise', () => {
    expect(findingsLine('de', 12, at)).toBe('Hautanalyse vom 4.3.2026: 12 Messwerte, Bericht als PDF.')
    expect(findingsLine('en', 3, at)).toBe('Skin analysis of 04/03/2026: 3 metrics, report as PDF.')
    expect(findingsLine('fr', 3, at)).toContain('Skin analysis')
  })
})
