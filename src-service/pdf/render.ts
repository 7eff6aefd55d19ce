import PDFDocument from 'pdfkit'
import { drawDetails } from './draw/details'
import { drawFailures, drawNoResults, drawTechnical } from './draw/closing'
import type { DrawContext } from './draw/context'
import { drawFindings } from './draw/findings'
import { drawHeader } from './draw/header'
import { drawPageFrames } from './draw/pageFrame'
import { drawScores } from './draw/scores'
import { fontFile, fontFor, registerReportFonts } from './fonts'
import { parseRecordTime } from './format'
import { formattingLocale, resolveReportLocale, stringsFor } from './locale'
import { buildReportModel } from './model'
import { preparePhoto } from './photo'
import { CONTENT_TOP, MARGIN, PAGE } from './theme'
import type { ReportInput } from './types'

/** Renders the report of spec 4.1 as a complete A4 PDF. The same input gives the same bytes. */
export async function renderReport(input: ReportInput): Promise<Buffer> {
  const locale = resolveReportLocale(input.locale)
  const strings = stringsFor(locale)
  const model = buildReportModel(input, strings, formattingLocale(input.locale, locale))
  const photo = await preparePhoto(input.photo)
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: CONTENT_TOP, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    font: fontFile(fontFor(locale, 'regular', '')),
    info: {
      Title: `${strings.title} – ${input.subject.name}`,
      Author: input.companyName,
      Subject: input.imageId,
      Creator: 'Skin Analysis Service',
      Producer: 'Skin Analysis Service',
      // Input-based, not the clock: the same input renders the same bytes (cacheable, testable).
      CreationDate: parseRecordTime(input.capturedAt) ?? new Date(0),
    },
  })
  registerReportFonts(doc)
  const done = collect(doc)
  const ctx: DrawContext = { doc, locale, model, y: CONTENT_TOP }
  drawHeader(ctx, photo)
  drawScores(ctx)
  drawFindings(ctx)
  drawNoResults(ctx)
  drawDetails(ctx)
  drawFailures(ctx)
  drawTechnical(ctx)
  drawPageFrames(ctx)
  doc.end()
  return done
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}
