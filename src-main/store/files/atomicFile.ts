import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './privateFiles'

/** How a temp file of writeFileAtomic ends (`<target>.<12 hex>.tmp`). */
export const TEMP_SUFFIX = /\.[0-9a-f]{12}\.tmp$/

/** Writes a whole file or nothing: a temp file beside it, fsync, then rename over the target. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  // A folder made here is private; one an older version left open is closed when its account opens.
  await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE })
  const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`
  try {
    const handle = await open(temp, 'w', PRIVATE_FILE_MODE)
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, path)
  } catch (e) {
    await rm(temp, { force: true })
    throw e
  }
}
