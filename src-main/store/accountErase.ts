/**
 * Erasing everything the workstation keeps of one account: its folder (queue, cached records, photos, reports)
 * goes in one rename to `<key>.erasing`, the point after which the erase counts as done, then is deleted. A
 * process killed in between leaves the `.erasing` folder, which the next start deletes (with the account's
 * keychain entry, named in the folder's account.json) before anything else runs.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { ACCOUNTS_FOLDER, accountDir } from './accountSpace'

const ERASING = '.erasing'

/** Step one, after the account's databases are closed: the folder leaves its place at once. */
export async function beginErase(dataDir: string, keychainAccount: string): Promise<string | null> {
  const dir = accountDir(dataDir, keychainAccount)
  const doomed = `${dir}${ERASING}`
  await rm(doomed, { recursive: true, force: true })
  if (!existsSync(dir)) return null
  await rename(dir, doomed)
  return doomed
}

/** The keychain account an account folder belongs to, from its account.json; null when it does not say. */
async function keychainAccountOf(folder: string): Promise<string | null> {
  try {
    const json: unknown = JSON.parse(await readFile(join(folder, 'account.json'), 'utf8'))
    const value =
      typeof json === 'object' && json !== null ? (json as Record<string, unknown>).keychainAccount : null
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

/** Erases that an earlier run began and did not finish: `forget` drops the account's keys, then the folder goes. */
export async function finishErases(
  dataDir: string,
  forget: (keychainAccount: string) => Promise<void>,
): Promise<number> {
  const folder = join(dataDir, ACCOUNTS_FOLDER)
  const names = existsSync(folder) ? await readdir(folder) : []
  let finished = 0
  for (const name of names.filter((n) => n.endsWith(ERASING))) {
    const doomed = join(folder, name)
    const account = await keychainAccountOf(doomed)
    if (account) await forget(account)
    await rm(doomed, { recursive: true, force: true })
    finished++
  }
  return finished
}

export async function endErase(doomed: string | null): Promise<void> {
  if (doomed) await rm(doomed, { recursive: true, force: true })
}
