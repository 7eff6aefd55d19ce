/**
 * The parser process (issue 30): what reads untrusted bytes runs here, away from main, which holds the keychain
 * and the data keys; this process holds neither (it gets bytes, answers bytes):
 * - photos taken or dropped: decoded, oriented, stripped and re-encoded (work/capture/preparePhoto.ts: libvips
 *   through sharp);
 * - the service's PDF reports: parsed to put the workstation's cover page in front (work/reports/cover/: pdf-lib).
 * A decompression bomb or a malformed file that brings it down brings down this process only (main sees it go,
 * says so, and starts another).
 *
 * Runs as an Electron utilityProcess (`process.parentPort`) or a Node `fork` (`process.send`, structured-clone
 * messages); it starts at once when it has a parent channel, so importing this file elsewhere has no effect.
 */
import { preparePhoto } from '../work/capture/preparePhoto'
import { AppFailure } from '../work/appFailureError'
import { addCoverPage, CoverPageError } from '../work/reports/cover/coverPage'
import type { ParseAnswer, ParseFailure, ParseRequest } from './parserProtocol'

interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void
  postMessage(message: unknown): void
}

function failureOf(request: ParseRequest, e: unknown): ParseFailure {
  if (e instanceof AppFailure) return { code: e.code, params: e.params, field: e.field, detail: e.message }
  if (request.kind === 'cover' && e instanceof CoverPageError)
    return { code: 'not_a_pdf', params: {}, field: null, detail: e.message }
  const detail = e instanceof Error ? e.message : String(e)
  return request.kind === 'photo'
    ? { code: 'image_unreadable', params: { side: request.side }, field: `shots.${request.side}`, detail }
    : { code: 'internal', params: {}, field: null, detail }
}

async function answer(request: ParseRequest): Promise<ParseAnswer> {
  try {
    if (request.kind === 'cover') {
      const bytes = await addCoverPage(request.report, request.cover)
      return { id: request.id, ok: true, bytes, width: 0, height: 0 }
    }
    const photo = await preparePhoto(request.bytes, request.side)
    return {
      id: request.id,
      ok: true,
      bytes: new Uint8Array(photo.bytes),
      width: photo.width,
      height: photo.height,
    }
  } catch (e) {
    return { id: request.id, ok: false, failure: failureOf(request, e) }
  }
}

const isRequest = (data: unknown): data is ParseRequest =>
  typeof data === 'object' && data !== null && 'id' in data && 'kind' in data

const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort
if (parentPort) {
  parentPort.on('message', (event) => {
    if (isRequest(event.data)) void answer(event.data).then((a) => parentPort.postMessage(a))
  })
} else if (process.send) {
  process.on('message', (data: unknown) => {
    if (isRequest(data)) void answer(data).then((a) => process.send?.(a))
  })
  process.once('disconnect', () => process.exit(0))
}
