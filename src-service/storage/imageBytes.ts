import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { open, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Store } from '../db/store'
import { createByteSeal, isSealedBytes, type ByteSeal } from './sealedBytes'

/**
 * Where image bytes live: files beside a database file (written to a temporary name, flushed and
 * renamed before the database commit), or BLOBs in the database for ':memory:'. Given a data key (the app's
 * demo), the files are sealed (sealedBytes.ts); without one they are plain, as the service alone keeps them.
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

/** The folder of the image files beside the database file `dbPath`. */
export const imagesFolder = (dbPath: string) => join(dirname(dbPath), 'images')

/**
 * `plain`: with a key, whether photos stored plain are sealed in place (a folder from before encryption) or left
 * as they are, unreadable (a photo put there from outside is never handed out).
 */
export function imageBytesFor(
  store: Store,
  dataKey: Uint8Array | null = null,
  plain: 'migrate' | 'refuse' = 'refuse',
): ImageBytes {
  if (store.path === ':memory:' || store.path === '') return databaseBytes(store)
  return fileBytes(imagesFolder(store.path), dataKey ? createByteSeal(dataKey) : null, plain === 'migrate')
}

/** Whether the folder holds a sealed photo: then it was encrypted before, and is no folder from before encryption. */
export function holdsSealedImage(folder: string): boolean {
  const names = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }) : []
  return names.some(
    (entry) =>
      entry.isFile() && !entry.name.startsWith(tempPrefix) && isSealedBytes(headOf(join(folder, entry.name))),
  )
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

/** Written to a temporary name, flushed, then renamed over `path`: whole or not at all. */
function replaceDurably(path: string, temp: string, bytes: Buffer): void {
  const file = openSync(temp, 'w')
  try {
    writeFileSync(file, bytes)
    fsyncSync(file)
  } finally {
    closeSync(file)
  }
  renameSync(temp, path)
}

/**
 * Photos an older version stored plain (before the service was given a key) are sealed once, each in place
 * (a temporary file renamed over it), so a start cut short leaves each one whole, plain or sealed, and the next
 * start seals the rest.
 */
function sealPlainFiles(folder: string, seal: ByteSeal): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(tempPrefix)) continue
    const path = join(folder, entry.name)
    if (isSealedBytes(headOf(path))) continue
    replaceDurably(
      path,
      join(folder, `${tempPrefix}${entry.name}`),
      seal.seal(entry.name, readFileSync(path)),
    )
  }
}

/** The first bytes of a file, enough to tell a sealed one. */
function headOf(path: string): Buffer {
  const head = Buffer.alloc(16)
  const file = openSync(path, 'r')
  try {
    return head.subarray(0, readSync(file, head, 0, head.length, 0))
  } finally {
    closeSync(file)
  }
}

function fileBytes(folder: string, seal: ByteSeal | null, sealPlain: boolean): ImageBytes {
  mkdirSync(folder, { recursive: true })
  if (seal && sealPlain) sealPlainFiles(folder, seal)
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
        await writeDurably(temp, seal ? seal.seal(imageId, bytes) : bytes)
        await rename(temp, pathOf(imageId))
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
      return () => rm(pathOf(imageId), { force: true })
    },
    async read(imageId) {
      let stored: Buffer
      try {
        stored = await readFile(pathOf(imageId))
      } catch {
        return null
      }
      if (!seal) return stored
      try {
        return seal.open(imageId, stored)
      } catch {
        // tampered, or sealed under another key or name: as good as gone, never handed out as it is
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
