import { beforeAll, describe, expect, it } from 'vitest'
import { acneResults, analyzeImage, loadModels, skinMetricsResults } from '../../src-service/analysis'
import { LOCALE_PATTERN, REPORT_LOCALES, renderReport, resolveReportLocale } from '../../src-service/pdf'
import { reportStrings } from '../../src-service/pdf/locales'
import { facePhoto } from '../../src-service/seed/facePhotos'
import type { ReportResult } from '../../src-service/pdf/types'
import { pdfText, savePdf } from './pdf-poppler'
import { sampleInput } from '../support/pdfSample'

function flatten(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]]
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
}

describe('report locales', () => {
  it('offers at least the required languages, Cyrillic and Japanese included', () => {
    expect(REPORT_LOCALES).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'es', 'it', 'pt', 'ru', 'ja']))
  })

  it.each([
    ['de-AT', 'de'],
    ['pt-BR', 'pt'],
    ['zz', 'en'],
    ['xx', 'en'],
    ['EN', 'en'],
    ['Ru', 'ru'],
    ['ja-JP', 'ja'],
    ['fr-CA-x1', 'fr'],
    ['deu', 'en'],
  ])('resolves %s to %s', (requested, resolved) => {
    expect(resolveReportLocale(requested)).toBe(resolved)
  })

  it.each(['en', 'de-AT', 'pt-BR', 'zh-Hant-TW', 'sr-Latn', 'deu'])(
    'accepts the well-formed locale %s',
    (locale) => {
      expect(LOCALE_PATTERN.test(locale)).toBe(true)
    },
  )

  it.each(['', 'e', 'english', 'de_AT', 'de-', 'de-A', 'de-ABCDEFGHI', 'd3', 'en US'])(
    'rejects the malformed locale %j',
    (locale) => {
      expect(LOCALE_PATTERN.test(locale)).toBe(false)
    },
  )

  it('has the same keys in every locale file', () => {
    const englishKeys = flatten(reportStrings.en).map(([key]) => key)
    for (const locale of REPORT_LOCALES) {
      expect(
        flatten(reportStrings[locale]).map(([key]) => key),
        locale,
      ).toEqual(englishKeys)
    }
  })

  it('has no empty or untrimmed strings, and page labels keep their placeholders', () => {
    for (const locale of REPORT_LOCALES) {
      const strings = reportStrings[locale]
      for (const [key, value] of flatten(strings)) {
        expect(typeof value, `${locale}.${key}`).toBe('string')
        expect(String(value).trim(), `${locale}.${key}`).not.toBe('')
        expect(String(value), `${locale}.${key}`).toBe(String(value).trim())
      }
      expect(strings?.pageOf).toContain('{page}')
      expect(strings?.pageOf).toContain('{pages}')
    }
  })

  it('translates every band differently within a locale', () => {
    for (const locale of REPORT_LOCALES) {
      const bands = Object.values(reportStrings[locale]?.bands ?? {})
      expect(new Set(bands).size, locale).toBe(6)
    }
  })
})

describe('the German report of a real analysis (issue 14)', () => {
  let results: ReportResult[] = []
  let text = ''

  beforeAll(async () => {
    await loadModels()
    const photo = (await facePhoto(4)).bytes
    const analysis = await analyzeImage(photo)
    if (!analysis.ok) throw new Error(analysis.error)
    results = [...skinMetricsResults(analysis), ...acneResults('front', { front: analysis })].map((r) => ({
      ...r,
      is_ok: true,
    }))
    const input = await sampleInput('de', { photo, results })
    const file = savePdf('report-de-real-analysis', await renderReport(input))
    text = pdfText(file, 'layout')
  }, 60_000)

  const metrics = () =>
    results.flatMap((r) => r.result.area_results.flatMap((a) => [a.main_metric, ...a.sub_metrics]))

  it('translates the acne section title and every area value of the acne class', () => {
    const de = reportStrings.de!
    const en = reportStrings.en!
    expect(text).toContain(de.metrics.acne_class)
    expect(text).not.toContain(en.metrics.acne_class)
    const classes = results.find((r) => r.algorithm_family_tech_name === 'acne.acne_class')
    const values = classes?.result.area_results.map((a) => String(a.main_metric.value)) ?? []
    expect(values.length).toBeGreaterThan(1)
    for (const value of values) {
      const key = value as keyof typeof de.categories
      expect(text).toContain(de.categories[key])
      expect(text).not.toMatch(new RegExp(`\\s${en.categories[key]}\\s`))
    }
  })

  it('translates every unit the results carry', () => {
    const units = new Set(metrics().flatMap((m) => (m.units ? [m.units] : [])))
    expect(units.size).toBeGreaterThan(0)
    for (const unit of units) expect(text, unit).not.toContain(unit)
  })

  it('writes decimals with a comma', () => {
    const decimals = metrics().flatMap((m) =>
      typeof m.value === 'number' && !Number.isInteger(m.value) ? [m.value] : [],
    )
    expect(decimals.length).toBeGreaterThan(0)
    for (const value of decimals) expect(text).toContain(String(value).replace('.', ','))
    // no number with a decimal point, apart from the algorithm revision (a version, not a number)
    const revision = results[0]?.result.revision ?? ''
    expect(text.replaceAll(revision, '')).not.toMatch(/\d\.\d/)
  })
})
