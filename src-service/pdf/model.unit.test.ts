import { describe, expect, it } from 'vitest'
import { scoreBand } from './bands'
import { en } from './locales/en'
import { buildReportModel, isScore } from './model'
import { sampleInput, sampleResults } from '../../tests/support/pdfSample'

describe('score bands (service-gaps.md)', () => {
  it.each([
    [100, 'excellent'],
    [90.5, 'excellent'],
    [90, 'great'],
    [80.01, 'great'],
    [80, 'good'],
    [70.5, 'good'],
    [70, 'average'],
    [50.5, 'average'],
    [50, 'poor'],
    [30.5, 'poor'],
    [30, 'bad'],
    [0, 'bad'],
  ])('%d is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band)
  })
})

describe('report model', () => {
  it('draws bars only for 0–100 scores, not for counts, per mille values or categories', () => {
    const metric = { name: 'x', units: null, widget_type: 'bad_good_line' }
    expect(isScore({ ...metric, tech_name: 'redness_score', value: 93 })).toBe(true)
    expect(isScore({ ...metric, tech_name: 'papules', value: 4 })).toBe(false)
    expect(isScore({ ...metric, tech_name: 'acne_inflammation', value: 12, units: 'per mille' })).toBe(false)
    expect(isScore({ ...metric, tech_name: 'skintone_class', value: 'Tan', widget_type: 'category' })).toBe(
      false,
    )
    expect(isScore({ ...metric, tech_name: 'odd_score', value: 140 })).toBe(false)
  })

  it('orders results by metric, not by the order they arrive in (spec 2.2)', async () => {
    const input = await sampleInput('en')
    const forward = buildReportModel(input, en, 'en')
    const backward = buildReportModel({ ...input, results: [...sampleResults()].reverse() }, en, 'en')
    expect(backward).toEqual(forward)
    expect(forward.scores.map((score) => score.label)).toEqual([
      'Redness',
      'Uniformity',
      'Pigmentation',
      'Acne',
      'Pores',
      'Wrinkles',
    ])
    expect(forward.findings).toEqual([
      { label: 'Skin tone', value: 'Intermediate' },
      { label: 'Acne severity', value: 'Mild' },
      { label: 'Post-acne hyperpigmentation', value: '3.2\u00a0‰' },
    ])
    expect(forward.failures).toEqual([{ label: 'Eye bags', error: 'The whole face is not visible' }])
  })

  it('lists other areas and sub-metrics per algorithm, and formats numbers for the locale', async () => {
    const input = await sampleInput('de')
    const { de } = await import('./locales/de')
    const model = buildReportModel(input, de, 'de-AT')
    const redness = model.details.find((table) => table.heading === 'Rötung')
    expect(redness?.rows).toEqual([
      { metric: 'Lokale Rötung', area: 'Gesicht', value: '88' },
      { metric: 'Gesamtrötung', area: 'Gesicht', value: '95' },
      { metric: 'Rötung', area: 'Stirn', value: '97' },
      { metric: 'Rötung', area: 'Linke Wange', value: '86' },
    ])
    const acne = model.details.find((table) => table.heading === 'Schweregrad der Akne')
    expect(acne?.rows).toContainEqual({ metric: 'Akne-Entzündung', area: 'Gesicht', value: '12,5\u00a0‰' })
    expect(model.subjectFacts).toContainEqual({ label: 'Geburtsdatum', value: '23. April 1988' })
    expect(model.subjectFacts).toContainEqual({
      label: 'Aufnahme vom',
      value: '21. November 2025 um 14:05 UTC',
    })
  })
})
