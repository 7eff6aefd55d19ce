/**
 * Cached photos sealed at rest, read back through photoFiles: the one written opens; a file with a flipped byte,
 * cut short, moved to another image's name, or without its row in the cache reads as absent and is deleted (the
 * caller then fetches it again online, or says damaged/not cached offline). Under the real seal the GCM tag
 * proves the bytes; the row's checksum is not needed for that.
 */
import { existsSync } from 'node:fs'
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openCacheDb } from './cacheDb'
import { createPhotoFiles } from './photoFiles'
import { TEST_DATA_KEY, testSeal } from '../../../tests/support/testSeal'
import { withDataDir } from '../../../tests/support/folders'

const photo = new Uint8Array(Buffer.from('\xff\xd8\xff\xe0 a small photo, sealed', 'latin1'))

describe('cached photo files', () => {
  it('reads back the photo written, and refuses a damaged, cut, moved or unrecorded one', () =>
    withDataDir(async (dir) => {
      const { cache } = openCacheDb(dir, TEST_DATA_KEY)
      try {
        const photos = createPhotoFiles(dir, cache, testSeal)
        const path = (id: string) => join(dir, 'photos', id)
        await photos.write('a', photo)
        expect(Buffer.from((await photos.read('a'))!).equals(Buffer.from(photo))).toBe(true)

        const sealed = await readFile(path('a'))
        const flipped = Buffer.from(sealed)
        flipped[flipped.length - 20]! ^= 1
        await writeFile(path('a'), flipped)
        expect(await photos.read('a')).toBeNull()
        expect(existsSync(path('a'))).toBe(false)

        await photos.write('b', photo)
        await writeFile(path('b'), (await readFile(path('b'))).subarray(0, -1))
        expect(await photos.read('b')).toBeNull()

        // Another image's file under this name: its row exists, but the seal names the other file.
        await photos.write('c', photo)
        await photos.write('d', photo)
        await copyFile(path('c'), path('d'))
        expect(await photos.read('d')).toBeNull()
        expect(Buffer.from((await photos.read('c'))!).equals(Buffer.from(photo))).toBe(true)

        // A sealed file whose row is gone (written, then the cache lost it) is not trusted either.
        cache.prepare('DELETE FROM photo_files WHERE image_id = ?').run('c')
        expect(await photos.read('c')).toBeNull()
        expect(existsSync(path('c'))).toBe(false)
      } finally {
        cache.close()
      }
    }))
})
