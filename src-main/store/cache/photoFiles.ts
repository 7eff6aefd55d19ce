/**
 * Original photos kept under `<account dir>/photos/<imageId>`, sealed with the account's data key, written whole
 * or not at all, each with its row (checksum, size) in the cache database. A file that does not open (tampered,
 * truncated, another key or name), or has no row, is deleted and reads as absent; the authentication tag of the
 * seal proves a file that opens, so its checksum is compared only under a seal without one.
 */
import { rm, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from '../files/atomicFile'
import type { CacheDb } from './cacheDb'
import { readIfPresent, sha256Of } from '../files/fileBytes'
import { DamagedFileError, type FileSeal } from '../files/sealedFiles'

export const PHOTOS_FOLDER = 'photos'

/** Image ids are UUIDs; anything else could name a path outside the folder. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

export function isSafePhotoId(imageId: string): boolean {
  return SAFE_ID.test(imageId)
}

export interface PhotoFiles {
  read(imageId: string): Promise<Uint8Array<ArrayBuffer> | null>
  write(imageId: string, bytes: Uint8Array): Promise<void>
  /** Deletes the photo file and its checksum (a deleted visit or subject); answers whether a file was there. */
  remove(imageId: string): Promise<boolean>
}

export function createPhotoFiles(dir: string, cache: CacheDb, seal: FileSeal): PhotoFiles {
  const nameOf = (imageId: string) => {
    if (!isSafePhotoId(imageId)) throw new Error('unsafe image id')
    return `${PHOTOS_FOLDER}/${imageId}`
  }
  const pathOf = (imageId: string) => join(dir, nameOf(imageId))
  const opened = (imageId: string, sealed: Uint8Array | null) => {
    if (sealed === null) return null
    try {
      return seal.open(nameOf(imageId), sealed)
    } catch (e) {
      if (e instanceof DamagedFileError) return null
      throw e
    }
  }
  const checksum = cache.prepare<[string], { sha256: string }>(
    'SELECT sha256 FROM photo_files WHERE image_id = ?',
  )
  const record = cache.prepare<[string, string, number, string]>(
    `INSERT INTO photo_files (image_id, sha256, bytes, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (image_id) DO UPDATE SET sha256 = excluded.sha256, bytes = excluded.bytes,
       fetched_at = excluded.fetched_at`,
  )
  const forget = cache.prepare<[string]>('DELETE FROM photo_files WHERE image_id = ?')
  return {
    async read(imageId) {
      const path = pathOf(imageId)
      const sealed = await readIfPresent(path)
      const bytes = opened(imageId, sealed)
      const kept = bytes ? checksum.get(imageId) : undefined
      // A file that opened under an authenticating seal is the one written (its name is bound in); else compare.
      if (bytes && kept && (seal.authenticates || kept.sha256 === sha256Of(bytes))) return bytes
      forget.run(imageId)
      if (sealed) await rm(path, { force: true })
      return null
    },
    async remove(imageId) {
      forget.run(imageId)
      try {
        await unlink(pathOf(imageId))
        return true
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false
        throw e
      }
    },
    async write(imageId, bytes) {
      await writeFileAtomic(pathOf(imageId), seal.seal(nameOf(imageId), bytes))
      record.run(imageId, sha256Of(bytes), bytes.byteLength, new Date().toISOString())
    },
  }
}
