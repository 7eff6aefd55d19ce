/**
 * The account database (`<account dir>/account.sqlite`): what must never be lost, the upload queue and the
 * saved reports. WAL so readers never wait for the worker; synchronous FULL because a queue row must survive a
 * power cut once the renderer has been told the capture is saved.
 *
 * Every database of the workstation is encrypted (SQLite3 Multiple Ciphers, ChaCha20-Poly1305 per page) with a
 * key derived from the account's data key: databaseKey.ts. A plain file is never opened as it is: PlainDatabaseError.
 * Only a folder from before encryption has its plain files encrypted in place, once (store/sealing/plainDatabases.ts).
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import Database from 'better-sqlite3-multiple-ciphers'
import { databaseKey, databaseKeyPragma } from './databaseKey'
import { appMigrations } from './migrations'
import { makePrivateDirSync, prepareDatabaseFile } from '../files/privateFiles'

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

/**
 * The file is a plain SQLite database, where only encrypted ones belong (issue 41): one dropped into an encrypted
 * folder is never opened, let alone taken for the account's; store/sealing/plainDatabases.ts sets it aside.
 */
export class PlainDatabaseError extends Error {
  constructor(path: string) {
    super(`${basename(path)} is a plain database where only encrypted ones belong`)
    this.name = 'PlainDatabaseError'
  }
}

/** What every plain SQLite database file starts with; an encrypted one starts with its random salt. */
const PLAIN_HEADER = Buffer.from('SQLite format 3\0', 'latin1')

/**
 * Whether the file starts as a plain SQLite database does. Told by its first bytes alone, never by opening it:
 * SQLite would take up a plain `-wal` beside it and change the file, which may be evidence.
 */
export function isPlainDatabaseFile(path: string): boolean {
  let file: number
  try {
    file = openSync(path, 'r')
  } catch {
    return false
  }
  try {
    const head = Buffer.alloc(PLAIN_HEADER.length)
    return readSync(file, head, 0, head.length, 0) === head.length && head.equals(PLAIN_HEADER)
  } finally {
    closeSync(file)
  }
}

const codeOf = (e: unknown) => (e instanceof Error && 'code' in e ? e.code : undefined)

/** Whether the connection reads its file (with the key set on it, if any): its schema reads, or NOTADB. */
function readsSchema(db: Database.Database): boolean {
  try {
    db.prepare('SELECT count(*) FROM sqlite_master').get()
    return true
  } catch (e) {
    if (codeOf(e) === 'SQLITE_NOTADB') return false
    throw e
  }
}

/**
 * Opens the file with `key`. A plain database is refused (PlainDatabaseError) before SQLite opens it; a wrong key
 * throws DatabaseKeyError.
 */
function openEncrypted(path: string, key: Uint8Array): Database.Database {
  if (isPlainDatabaseFile(path)) throw new PlainDatabaseError(path)
  const binding = nativeBinding()
  const db = new Database(path, binding ? { nativeBinding: binding } : {})
  try {
    if (!readsWith(db, key)) throw new DatabaseKeyError(path)
    return db
  } catch (e) {
    db.close()
    throw e
  }
}

/**
 * A plain database of a folder from before encryption encrypted in place under `key`, in one transaction (rekey
 * needs a rollback journal: WAL is left for it, and openSqlite takes it up again). Only store/sealing/plainDatabases.ts
 * calls it, once the keychain has said the folder was never encrypted. False when the file is not plain.
 */
export function encryptPlainDatabase(path: string, key: Uint8Array): boolean {
  if (!isPlainDatabaseFile(path)) return false
  const binding = nativeBinding()
  const db = new Database(path, { fileMustExist: true, ...(binding ? { nativeBinding: binding } : {}) })
  try {
    db.pragma('journal_mode = DELETE')
    db.pragma(`cipher = 'chacha20'`)
    db.pragma(`rekey = ${databaseKeyPragma(key)}`)
  } finally {
    db.close()
  }
  return true
}

/** Whether `db` reads with `key` (set on it now; a connection takes one key, so a new one for each try). */
function readsWith(db: Database.Database, key: Uint8Array): boolean {
  db.pragma(`cipher = 'chacha20'`)
  db.pragma(`key = ${databaseKeyPragma(key)}`)
  return readsSchema(db)
}

/** Whether the database file `fileName` (closed) opens with the database key `dataKey` gives it. */
export function readsWithKey(path: string, fileName: string, dataKey: Uint8Array): boolean {
  if (!existsSync(path) || statSync(path).size === 0) return false
  const binding = nativeBinding()
  const db = new Database(path, { fileMustExist: true, ...(binding ? { nativeBinding: binding } : {}) })
  try {
    return readsWith(db, databaseKey(dataKey, fileName))
  } finally {
    db.close()
  }
}

/**
 * Encrypts a closed database file again, from one key to another (a data key rotated or recovered: issue 30).
 * SQLite3 Multiple Ciphers rewrites every page in one transaction under a rollback journal (its rekey does not
 * work in WAL mode: the WAL is checkpointed into the file first), so a crash leaves it whole under one key or the
 * other; run again, it finds which. `already`: it opens with `to`. DatabaseKeyError: with neither.
 */
export function rekeyDatabaseFile(
  path: string,
  from: Uint8Array,
  to: Uint8Array,
): 'absent' | 'already' | 'rekeyed' {
  if (!existsSync(path) || statSync(path).size === 0) return 'absent'
  const binding = nativeBinding()
  const open = () => new Database(path, binding ? { nativeBinding: binding } : {})
  const withTo = open()
  try {
    if (readsWith(withTo, to)) return 'already'
  } finally {
    withTo.close()
  }
  const db = open()
  try {
    if (!readsWith(db, from)) throw new DatabaseKeyError(path)
    db.pragma('wal_checkpoint(TRUNCATE)')
    db.pragma('journal_mode = DELETE')
    db.pragma(`rekey = ${databaseKeyPragma(to)}`)
  } finally {
    db.close()
  }
  return 'rekeyed'
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
