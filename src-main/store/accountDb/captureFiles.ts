/**
 * Prepared photos of queued captures: `<account dir>/captures/<captureId>/<side>.jpg`, sealed with the account's
 * data key and written atomically. A file that does not open is a DamagedFileError.
 */
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from '../files/atomicFile'
import type { FileSeal } from '../files/sealedFiles'

export const CAPTURES_FOLDER = 'captures'

/** The path relative to the account folder, as recorded in the queue. */
export function captureFilePath(captureId: string, side: string): string {
  return join(CAPTURES_FOLDER, captureId, `${side}.jpg`)
}

export async function writeCaptureFile(
  dataDir: string,
  relativePath: string,
  bytes: Uint8Array,
  seal: FileSeal,
): Promise<void> {
  await writeFileAtomic(join(dataDir, relativePath), seal.seal(relativePath, bytes))
}

export async function readCaptureFile(
  dataDir: string,
  relativePath: string,
  seal: FileSeal,
): Promise<Uint8Array<ArrayBuffer>> {
  return seal.open(relativePath, await readFile(join(dataDir, relativePath)))
}

export async function removeCaptureFiles(dataDir: string, captureId: string): Promise<void> {
  await rm(join(dataDir, CAPTURES_FOLDER, captureId), { recursive: true, force: true })
}
