/**
 * The account database (`<account dir>/account.sqlite`): what must never be lost, the upload queue and the
 * saved reports. WAL so readers never wait for the worker; synchronous FULL because a queue row must survive a
 * power cut once the renderer has been told the capture is saved.
 */
import { join } from 'node:path'
import Database from 'better-sqlite3'
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

/** Opens (or creates) a database file in WAL mode and brings it to the latest of `migrations`. */
export function openSqlite(
  path: string,
  migrations: readonly string[],
  synchronous: 'FULL' | 'NORMAL',
): Database.Database {
  const binding = nativeBinding()
  prepareDatabaseFile(path)
  const db = new Database(path, binding ? { nativeBinding: binding } : {})
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

export function openAccountDb(dir: string): AppDb {
  makePrivateDirSync(dir)
  return openSqlite(join(dir, ACCOUNT_DB_FILE), appMigrations, 'FULL')
}
