/** Small file facts shared by the photo, report and folder stores: checksums, and "absent" as a value. */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

export function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT'
}

/** The file's bytes, or null when there is no such file. */
export async function readIfPresent(path: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return new Uint8Array(await readFile(path))
  } catch (e) {
    if (isMissingFile(e)) return null
    throw e
  }
}

export async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() === true
}
