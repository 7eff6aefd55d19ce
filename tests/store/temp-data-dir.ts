import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A fresh data folder per test, removed afterwards. */
export async function withDataDir<T>(run: (dataDir: string) => Promise<T> | T): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skin-store-'))
  try {
    return await run(dataDir)
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
