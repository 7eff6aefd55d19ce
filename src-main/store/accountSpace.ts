/**
 * Everything kept for one account (one company on one service), in `<dataDir>/accounts/<key>/`:
 * `account.sqlite` (queue, saved reports: never lost), `cache.sqlite` (copies of service records: disposable),
 * `captures/`, `photos/`, `reports/` (sealed with the account's data key: sealedFiles.ts), `key-check`, and `account.json` saying whose folder it is (for people, and for an erase to finish; no key).
 * Switching accounts switches folders, so one account's records can never be shown under another.
 */
import { createHash } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Connection } from './settings'
import { writeFileAtomic } from './atomicFile'
import { openCacheDb, type CacheDb } from './cacheDb'
import { openAccountDb, type AppDb } from './db'
import { adoptLegacyData } from './legacyData'
import { PHOTOS_FOLDER } from './photoFiles'
import { makePrivateDir, makeTreePrivate } from './privateFiles'
import { createFileSeal, type FileSeal } from './sealedFiles'
import { settleDataKey, type KeyState } from './sealedFolder'
import { sweepStrayTempFiles } from './strayTempFiles'

export const ACCOUNTS_FOLDER = 'accounts'
export const REPORTS_FOLDER = 'reports'

export interface AccountSpace {
  key: string
  /** The account's folder: capture, photo and report paths are relative to it. */
  dir: string
  /** account.sqlite */
  db: AppDb
  /** cache.sqlite */
  cache: CacheDb
  /** Seals and opens the folder's files of patient data with the account's data key. */
  seal: FileSeal
  /** 'lost' when the folder's files were sealed with a key the keychain no longer has. */
  keyState: KeyState
  close(): void
}

/**
 * The folder name: a hash of the keychain account, which names company and service (a demo's by company
 * only, so its random port does not move the folder).
 */
export function accountKey(keychainAccount: string): string {
  return createHash('sha256').update(keychainAccount).digest('hex').slice(0, 24)
}

export function accountDir(dataDir: string, keychainAccount: string): string {
  return join(dataDir, ACCOUNTS_FOLDER, accountKey(keychainAccount))
}

export async function openAccountSpace(
  dataDir: string,
  connection: Connection,
  dataKey: Uint8Array,
): Promise<AccountSpace> {
  const seal = createFileSeal(dataKey)
  const key = accountKey(connection.keychainAccount)
  const dir = accountDir(dataDir, connection.keychainAccount)
  await makePrivateDir(dataDir)
  await makePrivateDir(join(dataDir, ACCOUNTS_FOLDER))
  await makePrivateDir(dir)
  await adoptLegacyData(dataDir, dir)
  await makeTreePrivate(dir)
  const { mode, baseUrl, companyId, keychainAccount } = connection
  await writeFileAtomic(
    join(dir, 'account.json'),
    `${JSON.stringify({ mode, baseUrl, companyId, keychainAccount }, null, 2)}\n`,
  )
  const db = openAccountDb(dir)
  let cache: CacheDb | null = null
  let keyState: KeyState
  try {
    const opened = openCacheDb(dir)
    cache = opened.cache
    // The photos' checksums were in the old cache: without them no photo can be trusted.
    if (opened.recreated) await rm(join(dir, PHOTOS_FOLDER), { recursive: true, force: true })
    await sweepStrayTempFiles(join(dir, PHOTOS_FOLDER))
    await sweepStrayTempFiles(join(dir, REPORTS_FOLDER))
    keyState = await settleDataKey(dir, seal)
  } catch (e) {
    cache?.close()
    db.close()
    throw e
  }
  const openCache = cache
  return {
    key,
    dir,
    db,
    cache: openCache,
    seal,
    keyState,
    close() {
      openCache.close()
      db.close()
    },
  }
}
