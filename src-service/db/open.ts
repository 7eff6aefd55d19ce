import Database from 'better-sqlite3-multiple-ciphers'
import { migrate } from './schema'

export type Db = Database.Database

/**
 * As the app's demo under `npm start`, the service runs on Electron's Node (a utilityProcess): the SQLite addon
 * must then be the Electron build that scripts/electronSqlite.mjs names in SKIN_SQLITE_BINDING.
 */
export function openDatabase(path: string): Db {
  const nativeBinding = process.env.SKIN_SQLITE_BINDING
  const db = new Database(path, nativeBinding ? { nativeBinding } : {})
  if (path !== ':memory:') db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}
