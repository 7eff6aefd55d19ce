/** Temp files that writeFileAtomic left behind when the process died mid-write (never renamed over their target). */
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { TEMP_SUFFIX } from './atomicFile'
import { isMissingFile } from './fileBytes'

/** Removes them from `folder` (not its subfolders); a missing folder has none. */
export async function sweepStrayTempFiles(folder: string): Promise<number> {
  let names: string[]
  try {
    names = await readdir(folder)
  } catch (e) {
    if (isMissingFile(e)) return 0
    throw e
  }
  const strays = names.filter((name) => TEMP_SUFFIX.test(name))
  await Promise.all(strays.map((name) => rm(join(folder, name), { force: true })))
  return strays.length
}
