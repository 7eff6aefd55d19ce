/**
 * The workstation's cover page on real reports of the local service's PDF renderer: one more page in front with
 * the clinic, the clinician, the patient's record number and the times in the zone it is given (not UTC), the
 * service's pages after it unchanged; Japanese text keeps its glyphs (Noto Sans JP subsets); a PDF that cannot be
 * read is refused with CoverPageError.
 */
import { execFileSync } from 'node:child_process'
import { beforeAll, describe, expect, it } from 'vitest'
import { addCoverPage, CoverPageError, type CoverDetails } from '../../src-main/work/reports/cover/coverPage'
import { renderReport } from '../../src-service/pdf'
import { firstPagePng, pdfText, savePdf, squeeze } from './pdf-poppler'
import { sampleInput } from '../support/pdfSample'

/** 23:30 UTC on 21 November is already 22 November, 00:30 in Berlin and 08:30 in Tokyo. */
const CAPTURED = '2025-11-21T23:30:00Z'
const CREATED = '2025-11-22T06:05:00Z'

function details(overrides: Partial<CoverDetails> = {}): CoverDetails {
  return {
    locale: 'de',
    timeZone: 'Europe/Berlin',
    clinicName: 'Hautarztpraxis am Markt',
    clinicAddress: 'Marktplatz 3\n10178 Berlin',
    clinicianName: 'Dr. Anna Vogel',
    subject: { name: "Zoë O'Brien-Łukasz", recordNumber: 'MRN-2024-0117', birthDate: '1988-04-23' },
    capturedAt: CAPTURED,
    createdAt: CREATED,
    ...overrides,
  }
}

function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])
}

/** pdffonts' rows: name, and whether the font is embedded and a subset. */
function fonts(file: string): { name: string; embedded: boolean; subset: boolean }[] {
  return execFileSync('pdffonts', [file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      const cells = line.trim().split(/\s+/)
      // name … emb sub uni objectId generation
      return { name: cells[0] ?? '', embedded: cells.at(-5) === 'yes', subset: cells.at(-4) === 'yes' }
    })
}

describe('a German report with a cover', () => {
  let original: string
  let covered: string
  let coverText: string

  beforeAll(async () => {
    const report = await renderReport(await sampleInput('de'))
    original = savePdf('cover-de-original', report)
    covered = savePdf('cover-de', Buffer.from(await addCoverPage(report, details())))
    coverText = pdfText(covered, 'layout', { first: 1, last: 1 })
    firstPagePng(covered, 'cover-de')
  })

  it('has one more page, the cover in front', () => {
    expect(pageCount(covered)).toBe(pageCount(original) + 1)
    expect(coverText).toContain('Hautanalysebericht')
  })

  it('names the clinic, its address, the clinician, the patient and the record number', () => {
    expect(coverText).toContain('Hautarztpraxis am Markt')
    expect(coverText).toContain('Marktplatz 3')
    expect(coverText).toContain('10178 Berlin')
    expect(coverText).toMatch(/Behandelnde Fachkraft\s+Dr\. Anna Vogel/)
    expect(coverText).toMatch(/Patient\s+Zoë O'Brien-Łukasz/)
    expect(coverText).toMatch(/Patientennummer\s+MRN-2024-0117/)
    expect(coverText).toMatch(/Geburtsdatum\s+23\. April 1988/)
  })

  it("writes the photo's and the report's times in the zone given, and names it", () => {
    const captured = /Aufnahme vom\s+(.+)/.exec(coverText)?.[1] ?? ''
    const created = /Bericht erstellt am\s+(.+)/.exec(coverText)?.[1] ?? ''
    expect(captured).toContain('22. November 2025')
    expect(captured).toContain('00:30')
    expect(captured).toContain('(Europe/Berlin)')
    expect(created).toContain('07:05')
    // In UTC the photo was taken on the 21st at 23:30, and the report made at 06:05.
    expect(captured).not.toContain('23:30')
    expect(captured).not.toContain('21. November')
    expect(created).not.toContain('06:05')
  })

  it("leaves the service's pages as they were", () => {
    const pages = pageCount(original)
    expect(pdfText(covered, 'layout', { first: 2, last: pages + 1 })).toBe(
      pdfText(original, 'layout', { first: 1, last: pages }),
    )
  })

  it('leaves out what is not set', async () => {
    const report = await renderReport(await sampleInput('en'))
    const bare = details({
      locale: 'en',
      timeZone: 'America/New_York',
      clinicName: '',
      clinicAddress: '',
      clinicianName: '',
      subject: { name: 'Li Na Chen', recordNumber: null, birthDate: null },
    })
    const file = savePdf('cover-en-bare', Buffer.from(await addCoverPage(report, bare)))
    const text = pdfText(file, 'layout', { first: 1, last: 1 })
    expect(text).toMatch(/Patient\s+Li Na Chen/)
    expect(text).toMatch(/Date of birth\s+Not provided/)
    expect(text).not.toContain('Record number')
    expect(text).not.toContain('Clinician')
    expect(text).not.toContain('Hautarztpraxis')
    // New York is 5 hours behind UTC in November: 18:30 on the 21st.
    expect(/Photo taken\s+(.+)/.exec(text)?.[1]).toMatch(/November 21, 2025.*6:30\s*PM \(America\/New_York\)/)
  })
})

describe('Japanese on the cover', () => {
  it('keeps the glyphs of a Japanese report and of a Japanese clinic name, in Noto Sans JP subsets', async () => {
    const report = await renderReport(await sampleInput('ja'))
    const cover = details({
      locale: 'ja',
      timeZone: 'Asia/Tokyo',
      clinicName: '東京皮膚科クリニック',
      clinicAddress: '東京都千代田区丸の内1-1-1',
      clinicianName: '山田 花子',
      subject: { name: '佐藤 健', recordNumber: 'カルテ-0042', birthDate: '1990-02-03' },
    })
    const file = savePdf('cover-ja', Buffer.from(await addCoverPage(report, cover)))
    firstPagePng(file, 'cover-ja')
    const text = squeeze(pdfText(file, 'raw', { first: 1, last: 1 }))
    for (const expected of [
      '東京皮膚科クリニック',
      '東京都千代田区丸の内1-1-1',
      '肌分析レポート',
      'カルテ番号',
      'カルテ-0042',
      '佐藤健',
      '山田花子',
      '1990年2月3日',
      // 23:30 UTC is 08:30 on the next day in Tokyo.
      '2025年11月22日8:30(Asia/Tokyo)',
    ])
      expect(text).toContain(expected)
    const japanese = fonts(file).filter((font) => font.name.includes('NotoSansJP'))
    // The service's own Noto Sans JP fonts, and the cover's with tags of their own.
    expect(japanese.length).toBeGreaterThan(2)
    for (const font of fonts(file)) expect(font).toMatchObject({ embedded: true, subset: true })
    expect(new Set(fonts(file).map((font) => font.name)).size).toBe(fonts(file).length)
  })

  it('draws a Japanese clinic name on a German cover in Noto Sans JP', async () => {
    const report = await renderReport(await sampleInput('de'))
    const file = savePdf(
      'cover-de-japanese-clinic',
      Buffer.from(await addCoverPage(report, details({ clinicName: '大阪スキンクリニック' }))),
    )
    expect(squeeze(pdfText(file, 'raw', { first: 1, last: 1 }))).toContain('大阪スキンクリニック')
    // The German service report itself uses Noto Sans only: the JP font is the cover's.
    expect(fonts(file).some((font) => /^[A-Z]{6}\+NotoSansJP-Bold$/.test(font.name))).toBe(true)
  })
})

describe('a report that is not a readable PDF', () => {
  it.each([
    ['not a PDF at all', Buffer.from('<html>Bad gateway</html>')],
    ['a PDF header and nothing else', Buffer.from('%PDF-1.7\n%%EOF\n')],
  ])('is refused with CoverPageError: %s', async (_, bytes) => {
    const failure = await addCoverPage(bytes, details()).then(
      () => null,
      (e: unknown) => e,
    )
    expect(failure).toBeInstanceOf(CoverPageError)
    expect((failure as Error).message).toBe('The report could not be read as a PDF')
  })

  it('is refused when cut short', async () => {
    const report = await renderReport(await sampleInput('en'))
    const cut = report.subarray(0, Math.floor(report.length / 3))
    await expect(addCoverPage(cut, details())).rejects.toBeInstanceOf(CoverPageError)
  })
})
