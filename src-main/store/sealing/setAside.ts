/**
 * Data that does not open with the account's data key is set aside, never deleted (issue 30): moved, as it is,
 * into `set-aside/<when>/` in the account folder (private like the rest). The key that sealed it may yet be found
 * (an older keychain item, a restored profile); until an administrator decides, it stays there.
 */
import { lstat, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { makePrivateDir } from '../files/privateFiles'

export const SET_ASIDE_FOLDER = 'set-aside'

/** The folder one key loss sets its data aside in: the moment, fit for a file name. */
export const setAsideName = (at: Date) => at.toISOString().replace(/[:.]/g, '-')

/**
 * The folder plain databases refused at one opening go to (store/sealing/plainDatabases.ts): apart from the data a key loss
 * sets aside at the same moment, since no recovery key opens them (they are evidence, not the account's data).
 */
const PLAIN_SUFFIX = '-plain'
export const plainSetAsideName = (asideIn: string) => `${asideIn}${PLAIN_SUFFIX}`
/** Whether a set-aside folder (its name, or its path relative to the account folder) holds refused plain databases. */
export const isPlainSetAside = (folder: string) => folder.endsWith(PLAIN_SUFFIX)

/**
 * Moves each of `names` (files or folders of the account folder `dir`, those that exist) into
 * `set-aside/<name>/`; answers the folder's path relative to `dir`, or null when nothing was there.
 */
export async function setAside(
  dir: string,
  folderName: string,
  names: readonly string[],
): Promise<string | null> {
  const present: string[] = []
  for (const name of names) if (await lstat(join(dir, name)).catch(() => null)) present.push(name)
  if (present.length === 0) return null
  const relative = join(SET_ASIDE_FOLDER, folderName)
  await makePrivateDir(join(dir, SET_ASIDE_FOLDER))
  await makePrivateDir(join(dir, relative))
  for (const name of present) await rename(join(dir, name), join(dir, relative, name))
  return relative
}

/** The set-aside folders of the account (relative to `dir`), oldest first. */
export async function setAsideFolders(dir: string): Promise<string[]> {
  const entries = await readdir(join(dir, SET_ASIDE_FOLDER), { withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(SET_ASIDE_FOLDER, entry.name))
    .sort()
}

/** Deletes everything set aside (an administrator decided the old key will not be found). */
export async function discardSetAside(dir: string): Promise<number> {
  const folders = await setAsideFolders(dir)
  await rm(join(dir, SET_ASIDE_FOLDER), { recursive: true, force: true })
  return folders.length
}
