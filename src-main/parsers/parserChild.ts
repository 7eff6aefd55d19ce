/**
 * The parser process (issue 30): what reads untrusted bytes runs here, away from main, which holds the keychain
 * and the data keys; this process holds neither (it gets bytes, answers bytes: parseJob.ts):
 * - photos taken or dropped: decoded, oriented, stripped and re-encoded (work/capture/preparePhoto.ts: libvips
 *   through sharp);
 * - the service's PDF reports: parsed to put the workstation's cover page in front (work/reports/cover/: pdf-lib).
 * A decompression bomb or a malformed file that brings it down brings down this process only (main sees it go,
 * says so, and starts another).
 *
 * What it may reach besides (issue 41): no addon but those it loaded at its start (nativeSeal.ts); its environment
 * names no keychain or account (confinement.ts); on the browser host Node's permission model lets it read only the
 * app's modules, write nothing and start no process or thread (confinement.ts). Under Electron, a utilityProcess
 * has no permission model: see confinement.ts for what is and is not held there.
 *
 * Runs as an Electron utilityProcess (`process.parentPort`) or a Node `fork` (`process.send`, structured-clone
 * messages); it starts at once when it has a parent channel, so importing this file elsewhere has no effect.
 */
import { isParseRequest, runParseJob } from './parseJob'
import { sealNativeAddons } from './nativeSeal'

interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void
  postMessage(message: unknown): void
}

const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort
if (parentPort || process.send) {
  // sharp's addon is loaded (parseJob.ts imports it): no other from here on
  sealNativeAddons()
}
if (parentPort) {
  parentPort.on('message', (event) => {
    if (isParseRequest(event.data)) void runParseJob(event.data).then((a) => parentPort.postMessage(a))
  })
} else if (process.send) {
  process.on('message', (data: unknown) => {
    if (isParseRequest(data)) void runParseJob(data).then((a) => process.send?.(a))
  })
  process.once('disconnect', () => process.exit(0))
}
