/**
 * What the workstation's own PDF pages share (the report's cover page, the before/after sheet): their colours, and
 * a pdfkit document's bytes once it has ended. Run in the parser process only, as the pages are.
 */

/** Text, secondary text and rules. */
export const PDF_INK = '#1c2129'
export const PDF_MUTED = '#616b78'
export const PDF_RULE = '#ccd4de'

/** The document's bytes, resolved when it ends (listen before calling `doc.end()`). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
}
