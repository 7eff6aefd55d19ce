/** A sheet's words: dates for the patient's file, "N weeks later" for marketing, nobody named on a marketing sheet. */
import { describe, expect, it } from 'vitest'
import type { Treatment } from '../../../src-shared/contract'
import {
  headLines,
  metricsTable,
  pairCaptions,
  sheetLabels,
  treatmentsTable,
  type SheetWording,
} from './sheetTexts'

const wording = (over: Partial<SheetWording> = {}): SheetWording => ({
  locale: 'de',
  timeZone: 'Europe/Berlin',
  purpose: 'patientFile',
  patient: { name: 'Maren Falk', recordNumber: 'P-4711' },
  createdAt: '2026-03-10T12:00:00.000Z',
  ...over,
})

const entry: Treatment = {
  id: 't',
  datasetId: 'd',
  subjectId: 's',
  performedAt: '2026-01-10T10:00:00.000Z',
  visitKey: null,
  product: 'Volufill Deep',
  lot: 'LOT-X',
  expiry: null,
  zones: ['glabella', 'cheekLeft'],
  skinType: null,
  notes: 'private',
  details: { kind: 'injectable', doses: [{ zone: 'glabella', amount: 0.2, unit: 'ml' }] },
  operator: { id: 'o', name: 'Dr. Ida Berg' },
  recordedAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  pending: false,
}

describe('a sheet’s words', () => {
  it('dates the photos for the patient’s file, and counts the time between them for marketing', () => {
    const de = sheetLabels('de')
    expect(pairCaptions(de, wording(), '2026-01-10T10:00:00Z', '2026-03-07T10:00:00Z').before).toContain(
      '10. Januar 2026',
    )
    const marketing = wording({ purpose: 'marketing', patient: null })
    expect(pairCaptions(de, marketing, '2026-01-10T10:00:00Z', '2026-03-07T10:00:00Z')).toEqual({
      before: 'Vorher',
      after: 'Nachher, 8 Wochen später',
    })
    const en = sheetLabels('en-GB')
    expect(pairCaptions(en, marketing, '2026-01-10T10:00:00Z', '2026-01-11T09:00:00Z').after).toBe(
      'After, 1 day later',
    )
    expect(pairCaptions(en, marketing, '2026-01-10T10:00:00Z', '2026-01-10T11:00:00Z').after).toBe(
      'After, the same day',
    )
    // a language not written out yet: English
    expect(sheetLabels('ja').title).toBe('Before and after')
  })

  it('names the patient on their file only, and no operator on a marketing sheet', () => {
    const de = sheetLabels('de')
    expect(headLines(de, wording())).toEqual([
      'Patient: Maren Falk',
      'Patientennummer: P-4711',
      expect.stringMatching(/^Erstellt am: 10\. März 2026/),
    ])
    expect(headLines(de, wording({ purpose: 'marketing', patient: null }))).toHaveLength(1)
    const file = treatmentsTable(de, wording(), [entry], '2026-01-02T09:00:00.000Z')
    expect(file.rows).toEqual([
      ['10.01.2026', 'Injektion', 'Volufill Deep', 'LOT-X', 'Glabella, Wange links', 'Dr. Ida Berg'],
    ])
    const marketing = treatmentsTable(
      de,
      wording({ purpose: 'marketing', patient: null }),
      [entry],
      '2026-01-02T09:00:00.000Z',
    )
    // no date on a marketing sheet: the day counted from the earlier visit
    expect(marketing.columns[0]).toBe('Tag')
    expect(marketing.rows[0]?.[0]).toBe('Tag 8')
    expect(JSON.stringify(marketing)).not.toMatch(/2026/)
    expect(marketing.columns).not.toContain('Anwender')
    expect(JSON.stringify(marketing)).not.toContain('Ida Berg')
    expect(JSON.stringify(file)).not.toContain('private')
  })

  it('says no clear change within the floor, with the change in the locale’s numbers', () => {
    const table = metricsTable(sheetLabels('de'), 'de', 'front', [
      {
        kind: 'numeric',
        techName: 'redness_score',
        name: 'Redness',
        units: null,
        before: 60.5,
        after: 66,
        delta: 5.5,
        direction: 'noClearChange',
      },
      {
        kind: 'numeric',
        techName: 'pores_score',
        name: 'Pores',
        units: null,
        before: 50,
        after: 50,
        delta: 0,
        direction: 'same',
      },
    ])
    expect(table.title).toBe('Veränderung je Messwert (Vorne)')
    expect(table.rows).toEqual([
      ['Redness', '60,5', '66', '+5,5 · Keine eindeutige Veränderung'],
      ['Pores', '50', '50', 'Unverändert'],
    ])
    expect(table.note).toContain('Rauschgrenze')
  })

  it('prints the measures and categories in the sheet’s language where the screens have them', () => {
    const names = { metrics: { redness_score: 'Rötung' }, categories: { very_light: 'Sehr hell' } }
    const table = metricsTable(
      sheetLabels('de'),
      'de',
      'front',
      [
        {
          kind: 'numeric',
          techName: 'redness_score',
          name: 'Redness',
          units: null,
          before: 60,
          after: 61,
          delta: 1,
          direction: 'noClearChange',
        },
        {
          kind: 'category',
          techName: 'skintone_class',
          name: 'Skin tone',
          before: 'Very light',
          after: 'Tan',
        },
      ],
      names,
    )
    // a name the screens have is theirs; one they lack is the service's own
    expect(table.rows).toEqual([
      ['Rötung', '60', '61', '+1 · Keine eindeutige Veränderung'],
      ['Skin tone', 'Sehr hell', 'Tan', '—'],
    ])
  })
})
