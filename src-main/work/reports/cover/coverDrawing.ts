/**
 * Draws the cover page alone, as a one-page PDF of the report's page size (pdfkit, with subsets of the Noto
 * fonts): the clinic (when set), the title, the patient, the times in the workstation's zone, the clinician
 * (when set), and a note that the service's pages that follow use UTC.
 */
import PDFDocument from 'pdfkit'
import { PDF_INK, PDF_MUTED, pdfBytes, pdfRule } from './pdfInk'
import type { CoverDetails } from './coverDetails'
import { coverBaseFontFile, coverFontFor, registerCoverFonts, type CoverWeight } from './coverFonts'
import { coverLabels, languageOf } from './coverLabels'
import { calendarDate, knownTimeZone, localDateTime } from './coverTimes'

const MARGIN = 56
const LABEL_WIDTH = 150

export async function drawCover(cover: CoverDetails, size: [number, number]): Promise<Uint8Array> {
  const language = languageOf(cover.locale)
  const words = coverLabels(cover.locale)
  const zone = knownTimeZone(cover.timeZone)
  const doc = new PDFDocument({
    size,
    margin: MARGIN,
    lang: language,
    font: coverBaseFontFile(language),
    info: { Title: words.title },
  })
  registerCoverFonts(doc)
  const done = pdfBytes(doc)
  const width = size[0] - 2 * MARGIN

  const text = (
    value: string,
    style: { size: number; weight?: CoverWeight; color?: string; x?: number; width?: number },
  ) => {
    doc
      .font(coverFontFor(language, style.weight ?? 'regular', value))
      .fontSize(style.size)
      .fillColor(style.color ?? PDF_INK)
      .text(value, MARGIN + (style.x ?? 0), doc.y, { width: style.width ?? width, lineGap: 2 })
  }
  const rule = (gap: number) => pdfRule(doc, gap, MARGIN, width)
  /** A label and its value side by side; the row is as tall as the taller of the two. */
  const row = (label: string, value: string) => {
    const top = doc.y
    // The smaller label sits on the value's first line.
    doc.y = top + 1.5
    text(label, { size: 10, color: PDF_MUTED, width: LABEL_WIDTH - 12 })
    const labelBottom = doc.y
    doc.y = top
    text(value, { size: 12, x: LABEL_WIDTH, width: width - LABEL_WIDTH })
    doc.y = Math.max(doc.y, labelBottom) + 8
  }
  const orNone = (value: string | null | undefined) => (value?.trim() ? value.trim() : words.notProvided)
  const inZone = (iso: string | null) => {
    const time = localDateTime(iso, cover.locale, zone)
    return time ? `${time} (${zone})` : words.notProvided
  }

  if (cover.clinicName) text(cover.clinicName, { size: 18, weight: 'bold' })
  if (cover.clinicAddress) text(cover.clinicAddress, { size: 10, color: PDF_MUTED })
  if (cover.clinicName || cover.clinicAddress) rule(12)
  text(words.title, { size: 22, weight: 'bold' })
  doc.y += 18

  row(words.patient, orNone(cover.subject.name))
  const recordNumber = cover.subject.recordNumber?.trim()
  if (recordNumber) row(words.recordNumber, recordNumber)
  row(words.birthDate, orNone(calendarDate(cover.subject.birthDate, cover.locale)))
  row(words.capturedAt, inZone(cover.capturedAt))
  row(words.createdAt, inZone(cover.createdAt))
  if (cover.clinicianName) row(words.clinician, cover.clinicianName)

  rule(6)
  text(words.servicePages, { size: 9, color: PDF_MUTED })
  doc.end()
  return done
}
