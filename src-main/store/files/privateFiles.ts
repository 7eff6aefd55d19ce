/**
 * Patient data is health data: every folder the app makes is its user's alone (0700), and so is every file
 * (0600). The one place for these modes; exports the user saves into a folder they chose are not made here.
 * (On Windows the modes do nothing; the per-user profile folder is what protects the files there.)
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { chmod, mkdir, readdir } from 'node:fs/promises'
import { join } from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** Makes the folder (and its missing parents) private; an existing folder, from an older version, too. */
export async function makePrivateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_DIR_MODE })
  await chmod(path, PRIVATE_DIR_MODE)
}

export function makePrivateDirSync(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE })
  chmodSync(path, PRIVATE_DIR_MODE)
}

/**
 * Before SQLite opens a database: the file exists with mode 0600 (SQLite gives the `-wal` and `-shm` files it
 * makes the database file's mode), and any of the three left by an older version is made private too.
 */
export function prepareDatabaseFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE))
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(`${path}${suffix}`)) chmodSync(`${path}${suffix}`, PRIVATE_FILE_MODE)
}

/** Every folder and file under `root` made private: what an older version left open to others is closed. */
export async function makeTreePrivate(root: string): Promise<void> {
  const entries = await readdir(root, { withFileTypes: true })
  await chmod(root, PRIVATE_DIR_MODE)
  for (const entry of entries) {
    const path = join(root, entry.name)
    if (entry.isDirectory()) await makeTreePrivate(path)
    else if (entry.isFile()) await chmod(path, PRIVATE_FILE_MODE)
  }
}
