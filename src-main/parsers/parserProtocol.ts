/** What main and the parser process say to each other (parserProcess.ts, parserChild.ts), and their bytes read. */
import type { AppErrorCode } from '../../src-shared/contract'
import type { CoverDetails } from '../work/reports/cover/coverDetails'
import type { SheetDrawing } from '../work/sheets/sheetDrawing'

/**
 * A photo to check and prepare (preparePhoto.ts), a service's report to put the cover page in front of, or a
 * service's photo to make a baseline JPEG for the image archive (work/archive/jpegFacts.ts, issue 44), or a
 * before/after sheet to make from two visits' photos (work/sheets/makeSheetPdf.ts, issue 45).
 */
export type ParseRequest =
  | { id: number; kind: 'photo'; side: string; bytes: Uint8Array }
  | { id: number; kind: 'cover'; report: Uint8Array; cover: CoverDetails }
  | { id: number; kind: 'archiveJpeg'; bytes: Uint8Array }
  | { id: number; kind: 'sheet'; sheet: SheetDrawing }

export type ParseFailure = {
  code: AppErrorCode
  params: Record<string, string>
  field: string | null
  detail: string
}

export type ParseAnswer =
  | { id: number; ok: true; bytes: Uint8Array; width: number; height: number; chromaSubsampling?: string }
  | { id: number; ok: false; failure: ParseFailure }

/**
 * Bytes that came in a message as a Buffer over the same memory, not a copy (issue 46): the message was decoded
 * into memory of this process's own, which nothing else holds.
 */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
