import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { REPORT_LOCALES, renderReport, type ReportInput } from '../../src-service/pdf'
import { scoreBand } from '../../src-service/pdf/bands'
import { reportStrings } from '../../src-service/pdf/locales'
import { firstPagePng, pdfFontNames, pdfInfo, pdfText, savePdf, squeeze } from './pdf-poppler'
import { sampleInput, sampleResults } from '../support/pdfSample'

const SCORES = sampleResults().flatMap((result) => {
  const face = result.result.area_results.find((area) => area.area_name === 'face')
  const value = face?.main_metric.value
  return typeof value === 'number' && face?.main_metric.widget_type === 'bad_good_line'
    ? [{ techName: face.main_metric.tech_name, name: face.main_metric.name, value }]
    : []
})

async function render(name: string, input: ReportInput): Promise<{ pdf: Buffer; file: string }> {
  const pdf = await renderReport(input)
  return { pdf, file: savePdf(name, pdf) }
}

describe.each(REPORT_LOCALES)('the %s report', (locale) => {
  const strings = reportStrings[locale]!
  let pdf: Buffer
  let file: string
  let raw: string
  let layout: string

  beforeAll(async () => {
    ;({ pdf, file } = await render(`report-${locale}`, await sampleInput(locale)))
    raw = pdfText(file, 'raw')
    layout = pdfText(file, 'layout')
  })

  it('is a complete PDF with translated metadata', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF')
    const info = pdfInfo(file)
    expect(info.Title).toContain(strings.title)
    expect(info.CreationDate).toMatch(/^2025-11-21T14:05:09/)
    expect(info['Page size']).toMatch(/595\.2\d* x 841\.8\d* pts \(A4\)/)
  })

  it('shows the translated title, subject, and the translated disclaimer with page numbers on every page', () => {
    expect(squeeze(raw)).toContain(squeeze(strings.title))
    expect(squeeze(raw)).toContain(squeeze("Zoë O'Brien-Łukasz"))
    expect(squeeze(raw)).toContain(squeeze(strings.sexes.female))
    const pages = Number(pdfInfo(file).Pages)
    expect(pages).toBeGreaterThanOrEqual(2)
    for (let page = 1; page <= pages; page += 1) {
      const text = squeeze(pdfText(file, 'raw', { first: page, last: page }))
      expect(text).toContain(squeeze(strings.disclaimer))
      expect(text).toContain(
        squeeze(strings.pageOf.replace('{page}', String(page)).replace('{pages}', String(pages))),
      )
    }
  })

  it('puts each face score on a row with its translated band', () => {
    const lines = layout.split('\n')
    for (const score of SCORES) {
      const label = (strings.metrics as Record<string, string>)[score.techName] ?? score.name
      const band = strings.bands[scoreBand(score.value)]
      const row = lines.find((line) => line.includes(label) && new RegExp(`\\s${score.value}\\s`).test(line))
      expect(row, `${label} ${score.value}`).toBeDefined()
      expect(row).toContain(band)
    }
    for (const band of Object.values(strings.bands)) expect(layout).toContain(band)
  })

  it('shows categories, sub-metrics, the failed analysis with its error, and the algorithm revision', () => {
    const text = squeeze(raw)
    for (const shown of [
      strings.categories.intermediate,
      strings.categories.mild,
      strings.metrics.redness_local_score,
      strings.metrics.pores_density,
      strings.areas.forehead,
      strings.failedHeading,
      strings.errors.not_full_face,
      strings.revision,
      '2025.11.3-7f3a9c1',
      '6f1c2a7e-3b8d-4e2f-9a51-0c7d8e9f1a2b',
    ]) {
      expect(text).toContain(squeeze(shown))
    }
  })

  it('embeds its fonts, with the Latin/Cyrillic font for the Łukasz of a Japanese report', () => {
    const fonts = pdfFontNames(file)
    expect(fonts.some((font) => font.includes('NotoSans-'))).toBe(true)
    expect(fonts.some((font) => font.includes('NotoSansJP'))).toBe(locale === 'ja')
  })
})

describe('rendering', () => {
  it('gives the same bytes for the same input, whatever the order of the results', async () => {
    const input = await sampleInput('fr')
    const first = await renderReport(input)
    const second = await renderReport({ ...input, results: [...input.results].reverse() })
    expect(second.equals(first)).toBe(true)
  })

  it('falls back to the language, then English, and formats dates for the requested region', async () => {
    const austrian = await render('report-de-AT', await sampleInput('de-AT'))
    expect(squeeze(pdfText(austrian.file, 'raw'))).toContain(squeeze('Hautanalysebericht'))
    expect(pdfText(austrian.file, 'raw')).toContain('21. November 2025')
    const brazilian = await render('report-pt-BR', await sampleInput('pt-BR'))
    expect(pdfText(brazilian.file, 'raw')).toContain('21 de novembro de 2025')
    const unknown = await render('report-zz', await sampleInput('zz'))
    expect(pdfText(unknown.file, 'raw')).toContain('Skin analysis report')
  })

  it('draws a Japanese name in a German report with the Japanese font', async () => {
    const input = await sampleInput('de', {
      subject: { name: '山田 花子', birthDate: null, biologicalSex: null },
    })
    const { file } = await render('report-de-japanese-name', input)
    expect(pdfText(file, 'raw')).toContain('山田 花子')
    expect(pdfText(file, 'raw')).toContain('Keine Angabe')
    expect(pdfFontNames(file).some((font) => font.includes('NotoSansJP'))).toBe(true)
  })

  it('still reports an image with no successful result and an unreadable photo', async () => {
    const input = await sampleInput('en', {
      photo: Buffer.from('not a picture'),
      results: sampleResults().filter((result) => !result.is_ok),
    })
    const { pdf, file } = await render('report-en-failed', input)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = squeeze(pdfText(file, 'raw'))
    for (const shown of [
      'Photo unavailable',
      'No analysis results are available for this photo.',
      'Eye bags',
    ]) {
      expect(text).toContain(squeeze(shown))
    }
    expect(pdfInfo(file).Pages).toBe('1')
  })

  it('downscales a large photo instead of embedding the original', async () => {
    const big = await sharp({ create: { width: 4000, height: 5000, channels: 3, background: '#c89f86' } })
      .jpeg({ quality: 100 })
      .toBuffer()
    const pdf = await renderReport(await sampleInput('en', { photo: big }))
    expect(pdf.length).toBeLessThan(big.length)
    expect(pdf.length).toBeLessThan(200_000)
  })

  it.each(['de', 'ru'])('writes page 1 of the %s report as a PNG to look at', async (locale) => {
    const { file } = await render(`report-${locale}-look`, await sampleInput(locale))
    const png = firstPagePng(file, `report-${locale}-page1`)
    const meta = await sharp(readFileSync(png)).metadata()
    // A4 at 60 dpi, give or take poppler's rounding.
    expect(Math.abs((meta.width ?? 0) - 496)).toBeLessThanOrEqual(1)
    expect(Math.abs((meta.height ?? 0) - 702)).toBeLessThanOrEqual(1)
    const stats = await sharp(png).stats()
    // Mostly white paper, but with ink, colour bars and a photo on it.
    expect(stats.channels[0]?.mean).toBeGreaterThan(180)
    expect(stats.channels[0]?.stdev).toBeGreaterThan(20)
  })
})
