/**
 * What the workstation's own PDF pages share (the report's cover page, the before/after sheet): their colours, the
 * rule between their parts, and a pdfkit document's bytes once it has ended. Run in the parser process only, as the pages are.
 */

/** Text, secondary text and rules. */
export const PDF_INK = '#1c2129'
export const PDF_MUTED = '#616b78'
export const PDF_RULE = '#ccd4de'

/** A thin rule across the text width at the current line, `gap` points of space above and below it. */
export function pdfRule(doc: PDFKit.PDFDocument, gap: number, left: number, width: number): void {
  doc.y += gap
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.75)
    .strokeColor(PDF_RULE)
    .stroke()
  doc.y += gap
}

/** The document's bytes, resolved when it ends (listen before calling `doc.end()`). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
}
