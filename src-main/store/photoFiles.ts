/** Original photos kept under `<dataDir>/photos/<imageId>`, written whole or not at all. */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from './atomicFile'

/** Image ids are UUIDs; anything else could name a path outside the folder. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

export function isSafePhotoId(imageId: string): boolean {
  return SAFE_ID.test(imageId)
}

export interface PhotoFiles {
  read(imageId: string): Promise<Uint8Array<ArrayBuffer> | null>
  write(imageId: string, bytes: Uint8Array): Promise<void>
}

export function createPhotoFiles(dataDir: string): PhotoFiles {
  const pathOf = (imageId: string) => {
    if (!isSafePhotoId(imageId)) throw new Error('unsafe image id')
    return join(dataDir, 'photos', imageId)
  }
  return {
    async read(imageId) {
      try {
        return new Uint8Array(await readFile(pathOf(imageId)))
      } catch (e) {
        if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return null
        throw e
      }
    },
    write: (imageId, bytes) => writeFileAtomic(pathOf(imageId), bytes),
  }
}
