/** Prepared photos of queued captures: `<account dir>/captures/<captureId>/<side>.jpg`, written atomically. */
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from './atomicFile'

export const CAPTURES_FOLDER = 'captures'

/** The path relative to the account folder, as recorded in the queue. */
export function captureFilePath(captureId: string, side: string): string {
  return join(CAPTURES_FOLDER, captureId, `${side}.jpg`)
}

export async function writeCaptureFile(
  dataDir: string,
  relativePath: string,
  bytes: Uint8Array,
): Promise<void> {
  await writeFileAtomic(join(dataDir, relativePath), bytes)
}

export function readCaptureFile(dataDir: string, relativePath: string): Promise<Buffer> {
  return readFile(join(dataDir, relativePath))
}

export async function removeCaptureFiles(dataDir: string, captureId: string): Promise<void> {
  await rm(join(dataDir, CAPTURES_FOLDER, captureId), { recursive: true, force: true })
}
