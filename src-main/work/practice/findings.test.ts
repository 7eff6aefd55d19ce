import { describe, expect, it } from 'vitest'
import { findingsLine } from './findings'

describe('the findings line', () => {
  const at = new Date('2026-03-04T10:00:00Z')
  it('is in the report’s language', () => {
    expect(findingsLine('de', 12, at)).toBe('Hautanalyse vom 4.3.2026: 12 Messwerte, Bericht als PDF.')
    expect(findingsLine('de-CH', 12, at)).toBe('Hautanalyse vom 4.3.2026: 12 Messwerte, Bericht als PDF.')
    expect(findingsLine('en', 3, at)).toBe('Skin analysis of 04/03/2026: 3 metrics, report as PDF.')
    expect(findingsLine('fr', 3, at)).toBe('Analyse de la peau du 04/03/2026 : 3 mesures, rapport en PDF.')
    expect(findingsLine('it', 3, at)).toBe('Analisi della pelle del 04/03/2026: 3 misure, referto in PDF.')
  })

  it('is English where the report’s letters are not Latin: GDT’s code pages could not write them', () => {
    for (const locale of ['ru', 'ja'])
      expect(findingsLine(locale, 3, at)).toBe('Skin analysis of 04/03/2026: 3 metrics, report as PDF.')
  })
})
