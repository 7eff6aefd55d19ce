import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { open, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Store } from '../db/store'

/**
 * Where image bytes live: files beside a database file (written to a temporary name, flushed and
 * renamed before the database commit), or BLOBs in the database for ':memory:'.
 */
export interface ImageBytes {
  /** True when the bytes go into the database row (images.insert's `bytes`). */
  readonly inDatabase: boolean
  /** Writes the file of a new image; the returned undo removes it when the database commit fails. */
  stage(imageId: string, bytes: Buffer): Promise<() => Promise<void>>
  read(imageId: string): Promise<Buffer | null>
  /** Removes the files of images already deleted from the database. */
  discard(imageIds: readonly string[]): Promise<void>
  /** Deletes the bytes of images whose records stay (GDPR "delete photos from storage"). */
  erase(imageIds: readonly string[]): Promise<void>
  /** Deletes files (and leftover temporary files) that belong to no image; returns how many. */
  sweep(knownIds: ReadonlySet<string>): number
}

const tempPrefix = '.tmp-'

export function imageBytesFor(store: Store): ImageBytes {
  if (store.path === ':memory:' || store.path === '') return databaseBytes(store)
  return fileBytes(join(dirname(store.path), 'images'))
}

function databaseBytes(store: Store): ImageBytes {
  return {
    inDatabase: true,
    stage: async () => async () => undefined,
    read: async (imageId) => store.images.bytes(imageId),
    discard: async () => undefined,
    erase: async (imageIds) => store.images.clearBytes(imageIds),
    sweep: () => 0,
  }
}

function fileBytes(folder: string): ImageBytes {
  mkdirSync(folder, { recursive: true })
  const pathOf = (imageId: string) => join(folder, imageId)

  async function writeDurably(path: string, bytes: Buffer): Promise<void> {
    const file = await open(path, 'w')
    try {
      await file.writeFile(bytes)
      await file.sync()
    } finally {
      await file.close()
    }
  }

  return {
    inDatabase: false,
    async stage(imageId, bytes) {
      const temp = join(folder, `${tempPrefix}${imageId}`)
      try {
        await writeDurably(temp, bytes)
        await rename(temp, pathOf(imageId))
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
      return () => rm(pathOf(imageId), { force: true })
    },
    async read(imageId) {
      try {
        return await readFile(pathOf(imageId))
      } catch {
        return null
      }
    },
    async discard(imageIds) {
      await Promise.all(imageIds.map((id) => rm(pathOf(id), { force: true })))
    },
    async erase(imageIds) {
      await this.discard(imageIds)
    },
    sweep(knownIds) {
      let removed = 0
      for (const name of readdirSync(folder)) {
        if (knownIds.has(name)) continue
        rmSync(join(folder, name), { force: true, recursive: true })
        removed++
      }
      return removed
    },
  }
}
