import { describe, expect, it } from 'vitest'
import { LOCALE_PATTERN, REPORT_LOCALES, resolveReportLocale } from '../../src-service/pdf'
import { reportStrings } from '../../src-service/pdf/locales'

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
