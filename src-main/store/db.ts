/**
 * The account database (`<account dir>/account.sqlite`): what must never be lost, the upload queue and the
 * saved reports. WAL so readers never wait for the worker; synchronous FULL because a queue row must survive a
 * power cut once the renderer has been told the capture is saved.
 *
 * Every database of the workstation is encrypted (SQLite3 Multiple Ciphers, ChaCha20-Poly1305 per page) with a
 * key derived from the account's data key: databaseKey.ts. A plain file from before is encrypted in place once.
 */
import { statSync } from 'node:fs'
import { basename, join } from 'node:path'
import Database from 'better-sqlite3-multiple-ciphers'
import { databaseKey, databaseKeyPragma } from './databaseKey'
import { appMigrations } from './migrations'
import { makePrivateDirSync, prepareDatabaseFile } from './privateFiles'

export type AppDb = Database.Database

export const ACCOUNT_DB_FILE = 'account.sqlite'

export function migrate(db: Database.Database, migrations: readonly string[] = appMigrations): void {
  const current = db.pragma('user_version', { simple: true })
  const from = typeof current === 'number' ? current : 0
  if (from > migrations.length) {
    throw new Error(`The database is at version ${from}, newer than this app (${migrations.length})`)
  }
  db.transaction(() => {
    for (const sql of migrations.slice(from)) db.exec(sql)
    db.pragma(`user_version = ${migrations.length}`)
  }).immediate()
}

/**
 * Under `npm start` the SQLite addon must be built for Electron's ABI, not Node's (which the tests use):
 * scripts/electronSqlite.mjs prepares such a build and names it in SKIN_SQLITE_BINDING. Read when a database
 * opens, so a packaged app can drop the variable first (it ships the Electron build).
 */
const nativeBinding = () => process.env.SKIN_SQLITE_BINDING

/** The file was encrypted with another key (the keychain lost the one that made it), or is not a database. */
export class DatabaseKeyError extends Error {
  constructor(path: string) {
    super(`${basename(path)} does not open with this account's data key`)
    this.name = 'DatabaseKeyError'
  }
}

const codeOf = (e: unknown) => (e instanceof Error && 'code' in e ? e.code : undefined)

/** True when the file reads as a plain SQLite database (one from before encryption) and is not empty. */
function isPlainDatabase(db: Database.Database, path: string): boolean {
  if (statSync(path).size === 0) return false
  try {
    db.prepare('SELECT count(*) FROM sqlite_master').get()
    return true
  } catch (e) {
    if (codeOf(e) === 'SQLITE_NOTADB') return false
    throw e
  }
}

/**
 * Opens the file with `key`. A plain database from before is encrypted in place, in one transaction (rekey needs
 * a rollback journal: WAL is left for it and taken up again after). A wrong key throws DatabaseKeyError.
 */
function openEncrypted(path: string, key: Uint8Array): Database.Database {
  const binding = nativeBinding()
  const open = () => new Database(path, binding ? { nativeBinding: binding } : {})
  const keyPragma = databaseKeyPragma(key)
  let db = open()
  try {
    if (isPlainDatabase(db, path)) {
      db.pragma('journal_mode = DELETE')
      db.pragma(`cipher = 'chacha20'`)
      db.pragma(`rekey = ${keyPragma}`)
      db.close()
      db = open()
    }
    db.pragma(`cipher = 'chacha20'`)
    db.pragma(`key = ${keyPragma}`)
    try {
      db.prepare('SELECT count(*) FROM sqlite_master').get()
    } catch (e) {
      if (codeOf(e) === 'SQLITE_NOTADB') throw new DatabaseKeyError(path)
      throw e
    }
    return db
  } catch (e) {
    db.close()
    throw e
  }
}

/** Opens (or creates) an encrypted database file in WAL mode and brings it to the latest of `migrations`. */
export function openSqlite(
  path: string,
  migrations: readonly string[],
  synchronous: 'FULL' | 'NORMAL',
  key: Uint8Array,
): Database.Database {
  prepareDatabaseFile(path)
  const db = openEncrypted(path, key)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma(`synchronous = ${synchronous}`)
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    migrate(db, migrations)
    return db
  } catch (e) {
    db.close()
    throw e
  }
}

/** `dataKey`: the account's data key; the database's own key is derived from it (databaseKey.ts). */
export function openAccountDb(dir: string, dataKey: Uint8Array): AppDb {
  makePrivateDirSync(dir)
  return openSqlite(join(dir, ACCOUNT_DB_FILE), appMigrations, 'FULL', databaseKey(dataKey, ACCOUNT_DB_FILE))
}
