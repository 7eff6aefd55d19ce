/**
 * Draws a before/after sheet (issue 45; run in the parser process): A4 portrait, pdfkit with the cover page's
 * Noto fonts as subsets (reports/cover/coverFonts.ts). The clinic and the title, the lines under it, the pairs on
 * the first page (one pair: before beside after; two or three: a column per side, before above after), the tables
 * (the treatments in between, the change of each measure) below them or on the next pages, and on every page the
 * disclaimer and its number. The words come written (sheetDrawing.ts); the photos as pairImages made them.
 */
import PDFDocument from 'pdfkit'
import { PDF_INK, PDF_MUTED, pdfBytes, pdfRule } from '../reports/cover/pdfInk'
import {
  coverBaseFontFile,
  coverFontFor,
  registerCoverFonts,
  type CoverWeight,
} from '../reports/cover/coverFonts'
import { languageOf } from '../reports/cover/coverLabels'
import type { PairImages, SheetDrawing, SheetPairIn, SheetTable } from './sheetDrawing'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 42
/** Room kept at the foot of each page for the disclaimer and the page's number. */
const FOOT = 36
const GAP = 12

type Style = {
  size: number
  weight?: CoverWeight
  color?: string
  x?: number
  width?: number
  align?: 'left' | 'center'
}

function writer(doc: PDFKit.PDFDocument, language: string) {
  const width = A4[0] - 2 * MARGIN
  const bottom = A4[1] - MARGIN - FOOT
  const font = (value: string, style: Style) =>
    doc
      .font(coverFontFor(language, style.weight ?? 'regular', value))
      .fontSize(style.size)
      .fillColor(style.color ?? PDF_INK)
  const text = (value: string, style: Style) => {
    font(value, style).text(value, MARGIN + (style.x ?? 0), doc.y, {
      width: style.width ?? width,
      lineGap: 1.5,
      align: style.align ?? 'left',
    })
  }
  const heightOf = (value: string, style: Style) =>
    font(value, style).heightOfString(value, { width: style.width ?? width, lineGap: 1.5 })
  /** A new page when `needed` points would not fit above the foot. */
  const room = (needed: number) => {
    if (doc.y + needed > bottom) {
      doc.addPage()
      doc.y = MARGIN
    }
  }
  const rule = (gap: number) => pdfRule(doc, gap, MARGIN, width)
  return { width, bottom, text, heightOf, room, rule }
}
type Writer = ReturnType<typeof writer>

/** Where the pairs go: one pair side by side; two or three a column each, before above after. */
function drawPairs(doc: PDFKit.PDFDocument, w: Writer, pairs: SheetPairIn[], images: PairImages[]) {
  const columns = pairs.length === 1 ? 2 : pairs.length
  const cell = (w.width - GAP * (columns - 1)) / columns
  const captionRoom = 30
  const rowsTall = pairs.length === 1 ? 1 : 2
  const spare = w.bottom - doc.y - 14 - rowsTall * captionRoom - 40
  // at most 300 pt tall: a single pair leaves the tables room on the first page
  const cellH = Math.min(cell * (4 / 3), spare / rowsTall, 300)
  const place = (image: Buffer, x: number, y: number, caption: string) => {
    doc.image(image, x, y, { fit: [cell, cellH], align: 'center', valign: 'center' })
    doc.y = y + cellH + 3
    w.text(caption, { size: 9, x: x - MARGIN, width: cell, align: 'center' })
  }
  const top = doc.y
  pairs.forEach((pair, i) => {
    const pictures = images[i]!
    if (pairs.length === 1) {
      doc.y = top
      w.text(pair.heading, { size: 11, weight: 'bold' })
      const y = doc.y + 2
      place(pictures.before, MARGIN, y, pair.beforeCaption)
      place(pictures.after, MARGIN + cell + GAP, y, pair.afterCaption)
      return
    }
    const x = MARGIN + i * (cell + GAP)
    doc.y = top
    w.text(pair.heading, { size: 11, weight: 'bold', x: x - MARGIN, width: cell, align: 'center' })
    const y = doc.y + 2
    place(pictures.before, x, y, pair.beforeCaption)
    place(pictures.after, x, y + cellH + captionRoom, pair.afterCaption)
  })
  const notes = [...new Set(pairs.map((p) => p.note))]
  for (const note of notes) w.text(note, { size: 8.5, color: PDF_MUTED })
}

function drawTable(doc: PDFKit.PDFDocument, w: Writer, table: SheetTable) {
  w.room(60)
  w.rule(8)
  w.text(table.title, { size: 12, weight: 'bold' })
  doc.y += 4
  if (table.rows.length === 0) w.text(table.empty, { size: 10, color: PDF_MUTED })
  else {
    const xs = table.widths.reduce<number[]>(
      (acc, share, i) => [...acc, (acc[i] ?? 0) + share * w.width],
      [0],
    )
    const row = (cells: string[], style: Omit<Style, 'x' | 'width'>) => {
      const tall = Math.max(
        ...cells.map((c, i) => w.heightOf(c, { ...style, width: table.widths[i]! * w.width - 6 })),
      )
      w.room(tall + 4)
      const top = doc.y
      cells.forEach((c, i) => {
        doc.y = top
        w.text(c, { ...style, x: xs[i]!, width: table.widths[i]! * w.width - 6 })
      })
      doc.y = top + tall + 4
    }
    row(table.columns, { size: 8.5, weight: 'bold', color: PDF_MUTED })
    for (const cells of table.rows) row(cells, { size: 9 })
  }
  if (table.note) {
    doc.y += 2
    w.text(table.note, { size: 8.5, color: PDF_MUTED })
  }
}

/** The disclaimer and "page n of m" at the foot of every page. */
function drawFeet(doc: PDFKit.PDFDocument, w: Writer, sheet: SheetDrawing) {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    // drawn below the bottom margin: without this pdfkit would start a new page
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.y = A4[1] - MARGIN - FOOT + 10
    w.text(sheet.disclaimer, { size: 8.5, color: PDF_MUTED })
    const words = sheet.pageWords.replace('{n}', String(i + 1)).replace('{count}', String(range.count))
    w.text(words, { size: 8, color: PDF_MUTED, align: 'center' })
    doc.page.margins.bottom = margin
  }
}

export async function drawSheet(sheet: SheetDrawing, images: PairImages[]): Promise<Uint8Array> {
  const language = languageOf(sheet.locale)
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    lang: language,
    font: coverBaseFontFile(language),
    bufferPages: true,
    info: { Title: sheet.title },
  })
  registerCoverFonts(doc)
  const done = pdfBytes(doc)
  const w = writer(doc, language)
  if (sheet.clinicName) w.text(sheet.clinicName, { size: 11, weight: 'bold', color: PDF_MUTED })
  w.text(sheet.title, { size: 20, weight: 'bold' })
  for (const line of sheet.lines) w.text(line, { size: 10 })
  doc.y += 10
  drawPairs(doc, w, sheet.pairs, images)
  for (const table of sheet.tables) drawTable(doc, w, table)
  drawFeet(doc, w, sheet)
  doc.end()
  return done
}
