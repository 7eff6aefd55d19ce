/**
 * Before data was kept per account, development builds kept one `<dataDir>/app.sqlite` (with `captures/` and
 * `photos/` beside it). The first account opened while it is still there takes it over as its account
 * database, so captures queued in it are not lost.
 */
import { existsSync } from 'node:fs'
import { rename } from 'node:fs/promises'
import { join } from 'node:path'
import { CAPTURES_FOLDER } from './accountDb/captureFiles'
import { ACCOUNT_DB_FILE } from './accountDb/db'
import { PHOTOS_FOLDER } from './cache/photoFiles'
import { makePrivateDir } from './files/privateFiles'

export const LEGACY_DB_FILE = 'app.sqlite'

async function moveIfThere(from: string, to: string): Promise<void> {
  if (existsSync(from) && !existsSync(to)) await rename(from, to)
}

/** True when the legacy data moved into `accountDir`. The main database file moves last: until it has, a retry finishes the move. */
export async function adoptLegacyData(dataDir: string, accountDir: string): Promise<boolean> {
  const legacy = join(dataDir, LEGACY_DB_FILE)
  const target = join(accountDir, ACCOUNT_DB_FILE)
  if (!existsSync(legacy) || existsSync(target)) return false
  await makePrivateDir(accountDir)
  for (const suffix of ['-wal', '-shm']) await moveIfThere(`${legacy}${suffix}`, `${target}${suffix}`)
  for (const folder of [CAPTURES_FOLDER, PHOTOS_FOLDER])
    await moveIfThere(join(dataDir, folder), join(accountDir, folder))
  await rename(legacy, target)
  return true
}
