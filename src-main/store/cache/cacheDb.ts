/**
 * The cache database (`<account dir>/cache.sqlite`): copies of the service's records, kept for offline use.
 * synchronous NORMAL: losing the last writes to a power cut only means fetching them again. A file that does not
 * open, migrate or pass `quick_check` is deleted and started afresh, so a damaged cache is refetched, never shown.
 */
import { existsSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type Database from 'better-sqlite3-multiple-ciphers'
import { logFor } from '../../log/log'
import { cacheMigrations } from './cacheMigrations'
import { databaseKey } from '../accountDb/databaseKey'
import { DatabaseKeyError, openSqlite, PlainDatabaseError } from '../accountDb/db'
import { makePrivateDirSync } from '../files/privateFiles'

declare const cacheDb: unique symbol
/** Branded so that a store of cached records cannot be handed the account database by mistake. */
export type CacheDb = Database.Database & { readonly [cacheDb]: true }

export const CACHE_DB_FILE = 'cache.sqlite'

function openChecked(path: string, key: Uint8Array): CacheDb {
  const db = openSqlite(path, cacheMigrations, 'NORMAL', key)
  const check = db.pragma('quick_check', { simple: true })
  if (check !== 'ok') {
    db.close()
    throw new Error('quick_check failed')
  }
  return db as CacheDb
}

function codeOf(e: unknown): string {
  return e instanceof Error && 'code' in e && typeof e.code === 'string' ? e.code : 'no code'
}

/**
 * `recreated` tells the caller that whatever the old file indexed (cached photos) is orphaned now; `keyLost` that
 * it was encrypted with another data key.
 */
export function openCacheDb(
  dir: string,
  dataKey: Uint8Array,
  /** Where a file sealed with another key goes (a set-aside folder, made private): not deleted then. */
  setAsideTo?: string,
): { cache: CacheDb; recreated: boolean; keyLost: boolean } {
  makePrivateDirSync(dir)
  const path = join(dir, CACHE_DB_FILE)
  const key = databaseKey(dataKey, CACHE_DB_FILE)
  try {
    return { cache: openChecked(path, key), recreated: false, keyLost: false }
  } catch (e) {
    // a plain file is evidence (store/sealing/plainDatabases.ts sets it aside before this opens): never deleted here
    if (e instanceof PlainDatabaseError) throw e
    const keyLost = e instanceof DatabaseKeyError
    logFor('cache').warn(
      `${CACHE_DB_FILE} could not be used (${keyLost ? 'another data key' : codeOf(e)}); starting an empty one`,
    )
    if (keyLost && setAsideTo) makePrivateDirSync(setAsideTo)
    for (const suffix of ['', '-wal', '-shm']) {
      const file = `${path}${suffix}`
      if (keyLost && setAsideTo && existsSync(file))
        renameSync(file, join(setAsideTo, `${CACHE_DB_FILE}${suffix}`))
      else rmSync(file, { force: true })
    }
    return { cache: openChecked(path, key), recreated: true, keyLost }
  }
}
