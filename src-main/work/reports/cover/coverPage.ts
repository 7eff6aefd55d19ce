/**
 * Puts the workstation's own first page in front of a report from the service: the clinic, the patient and the
 * times in the workstation's zone, in the report's language (coverDrawing.ts). Pure: bytes in, bytes out. The
 * service's pages, its document info and its fonts are carried over as they are.
 */
import { createHash } from 'node:crypto'
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFPage } from 'pdf-lib'
import type { CoverDetails } from './coverDetails'
import { drawCover } from './coverDrawing'

export type { CoverDetails } from './coverDetails'

/** The service's answer could not be read as a PDF: nothing was made of it. */
export class CoverPageError extends Error {
  constructor(cause: unknown) {
    super('The report could not be read as a PDF', { cause })
    this.name = 'CoverPageError'
  }
}

async function openReport(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true })
    if (doc.getPageCount() === 0) throw new Error('no pages')
    return doc
  } catch (e) {
    throw new CoverPageError(e)
  }
}

const SUBSET_TAG = /^[A-Z]{6}\+/

/**
 * Gives the cover's font subsets tags of their own: pdfkit tags by font number, so its 'BZZZZZ+NotoSans-Regular'
 * would name a different subset than the service's font of the same name.
 */
function retagFonts(doc: PDFDocument, page: PDFPage, seed: Uint8Array): void {
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict)
  if (!fonts) return
  let n = 0
  for (const [, ref] of fonts.entries()) {
    const font = doc.context.lookupMaybe(ref, PDFDict)
    const cid = font?.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookupMaybe(0, PDFDict)
    const descriptor = cid?.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict)
    const hash = createHash('sha256').update(seed).update(String(n++)).digest()
    const tag = [...hash.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('')
    const names: [PDFDict | undefined, string][] = [
      [font, 'BaseFont'],
      [cid, 'BaseFont'],
      [descriptor, 'FontName'],
    ]
    for (const [dict, key] of names) {
      const name = dict?.lookupMaybe(PDFName.of(key), PDFName)?.decodeText()
      if (dict && name && SUBSET_TAG.test(name))
        dict.set(PDFName.of(key), PDFName.of(`${tag}+${name.slice(7)}`))
    }
  }
}

export async function addCoverPage(report: Uint8Array, cover: CoverDetails): Promise<Uint8Array> {
  const doc = await openReport(report)
  const first = doc.getPage(0)
  const coverBytes = await drawCover(cover, [first.getWidth(), first.getHeight()])
  const coverDoc = await PDFDocument.load(coverBytes)
  const [page] = await doc.copyPages(coverDoc, [0])
  if (!page) throw new Error('the cover page was not drawn')
  doc.insertPage(0, page)
  retagFonts(doc, page, coverBytes)
  return doc.save()
}
