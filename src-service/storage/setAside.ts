import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export const SET_ASIDE_FOLDER = 'set-aside'

/**
 * What does not open with the data key the service was given (the keychain lost the key that made it, or it is
 * damaged) is moved aside as it is, never deleted: the database with its `-wal` and `-shm`, and the `images`
 * folder beside it, into `set-aside/<when>/` in the same folder, so the service can start afresh there. The old
 * key may yet be found; erasing the demo in the app deletes the whole folder, this with it. Answers the folder.
 */
export function setAsideData(dbPath: string, now = new Date(), why: 'key' | 'plain' = 'key'): string {
  const dir = dirname(dbPath)
  // a plain database refused (launch.ts) is told apart by its folder's name: evidence, not data a key opens
  const moment = now.toISOString().replace(/[:.]/g, '-')
  const aside = join(dir, SET_ASIDE_FOLDER, why === 'plain' ? `${moment}-plain` : moment)
  mkdirSync(aside, { recursive: true, mode: 0o700 })
  const name = basename(dbPath)
  // the database last: a move cut short leaves it in place, not opening, and the next start moves it too
  for (const entry of [`${name}-wal`, `${name}-shm`, 'images', name])
    if (existsSync(join(dir, entry))) renameSync(join(dir, entry), join(aside, entry))
  return aside
}
