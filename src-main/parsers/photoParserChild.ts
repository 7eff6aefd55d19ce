/**
 * The photo parser's process (issue 30): decodes, orients, strips and re-encodes dropped and captured photos
 * (work/capture/preparePhoto.ts: libvips through sharp) away from main, which holds the keychain and the data keys.
 * It holds neither: it gets bytes, answers bytes. A decompression bomb or a malformed file that brings it down
 * brings down this process only (main sees it go, says so, and starts another).
 *
 * Runs as an Electron utilityProcess (`process.parentPort`) or a Node `fork` (`process.send`); it starts at once
 * when it has a parent channel, so importing this file elsewhere has no effect.
 */
import { preparePhoto } from '../work/capture/preparePhoto'
import { AppFailure } from '../work/appFailureError'
import type { ParseRequest, ParseAnswer } from './photoParserProtocol'

interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void
  postMessage(message: unknown): void
}

async function answer(request: ParseRequest): Promise<ParseAnswer> {
  try {
    const photo = await preparePhoto(request.bytes, request.side)
    return {
      id: request.id,
      ok: true,
      bytes: new Uint8Array(photo.bytes),
      width: photo.width,
      height: photo.height,
    }
  } catch (e) {
    const failure =
      e instanceof AppFailure
        ? { code: e.code, params: e.params, field: e.field, detail: e.message }
        : {
            code: 'image_unreadable' as const,
            params: { side: request.side },
            field: `shots.${request.side}`,
            detail: String(e),
          }
    return { id: request.id, ok: false, failure }
  }
}

const isRequest = (data: unknown): data is ParseRequest =>
  typeof data === 'object' && data !== null && 'id' in data && 'bytes' in data && 'side' in data

const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort
if (parentPort) {
  parentPort.on('message', (event) => {
    if (isRequest(event.data)) void answer(event.data).then((a) => parentPort.postMessage(a))
  })
} else if (process.send) {
  // a fork with `serialization: 'advanced'`: the bytes come and go as they are
  process.on('message', (data: unknown) => {
    if (isRequest(data)) void answer(data).then((a) => process.send?.(a))
  })
  process.once('disconnect', () => process.exit(0))
}
