/** Temporary folders for the tests' data. No vitest here: benches use it too. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A new empty folder in the system's temporary folder. */
export const tempDir = (prefix = 'skin-test-') => mkdtemp(join(tmpdir(), prefix))

/** Removes a folder and everything in it. */
export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true })

/** A fresh data folder for `run`, removed afterwards. */
export async function withDataDir<T>(run: (dataDir: string) => Promise<T> | T): Promise<T> {
  const dataDir = await tempDir('skin-store-')
  try {
    return await run(dataDir)
  } finally {
    await removeDir(dataDir)
  }
}
