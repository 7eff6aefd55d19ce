/**
 * One parse job, as the parser process runs it (parserChild.ts): a photo checked and prepared
 * (work/capture/preparePhoto.ts: libvips through sharp), the service's report with the workstation's cover page
 * in front (work/reports/cover/coverPage.ts: pdf-lib, pdfkit), or a service's photo as a baseline JPEG for the
 * image archive (work/archive/jpegFacts.ts). A failure comes back with the error the user is
 * shown (its code, params and field), never thrown. Only the parser process loads this file (and the tests' parser
 * in their own process): main loads neither sharp nor pdf-lib.
 */
import { archivableJpeg } from '../work/archive/jpegFacts'
import { preparePhoto } from '../work/capture/preparePhoto'
import { AppFailure } from '../work/appFailureError'
import { addCoverPage, CoverPageError } from '../work/reports/cover/coverPage'
import { makeSheetPdf } from '../work/sheets/makeSheetPdf'
import type { ParseAnswer, ParseFailure, ParseRequest } from './parserProtocol'

function failureOf(request: ParseRequest, e: unknown): ParseFailure {
  if (e instanceof AppFailure) return { code: e.code, params: e.params, field: e.field, detail: e.message }
  if (request.kind === 'cover' && e instanceof CoverPageError)
    return { code: 'not_a_pdf', params: {}, field: null, detail: e.message }
  const detail = e instanceof Error ? e.message : String(e)
  if (request.kind === 'archiveJpeg') return { code: 'image_unreadable', params: {}, field: null, detail }
  return request.kind === 'photo'
    ? { code: 'image_unreadable', params: { side: request.side }, field: `shots.${request.side}`, detail }
    : { code: 'internal', params: {}, field: null, detail }
}

export async function runParseJob(request: ParseRequest): Promise<ParseAnswer> {
  try {
    if (request.kind === 'cover') {
      const bytes = await addCoverPage(request.report, request.cover)
      return { id: request.id, ok: true, bytes, width: 0, height: 0 }
    }
    if (request.kind === 'sheet') {
      const bytes = await makeSheetPdf(request.sheet)
      return { id: request.id, ok: true, bytes, width: 0, height: 0 }
    }
    // the encoder's own buffers go back as they are (a Buffer is a Uint8Array): the message is the only copy
    if (request.kind === 'archiveJpeg') {
      const { jpeg, facts } = await archivableJpeg(Buffer.from(request.bytes))
      return { id: request.id, ok: true, bytes: jpeg, ...facts }
    }
    const photo = await preparePhoto(request.bytes, request.side)
    return { id: request.id, ok: true, bytes: photo.bytes, width: photo.width, height: photo.height }
  } catch (e) {
    return { id: request.id, ok: false, failure: failureOf(request, e) }
  }
}

export const isParseRequest = (data: unknown): data is ParseRequest =>
  typeof data === 'object' && data !== null && 'id' in data && 'kind' in data
