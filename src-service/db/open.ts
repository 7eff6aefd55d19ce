import Database from 'better-sqlite3-multiple-ciphers'
import { openWithKey } from './databaseCipher'
import { migrate } from './schema'

export type Db = Database.Database

/**
 * As the app's demo under `npm start`, the service runs on Electron's Node (a utilityProcess): the SQLite addon
 * must then be the Electron build that scripts/electronSqlite.mjs names in SKIN_SQLITE_BINDING.
 *
 * With `dataKey` (the app's demo) the file is encrypted (databaseCipher.ts; `plain`: what a plain file is to it,
 * 'migrate' only for a folder from before encryption); without one it is plain, as the
 * service alone (`npm run service`, tests) keeps it.
 */
export function openDatabase(
  path: string,
  dataKey: Uint8Array | null = null,
  plain: 'migrate' | 'refuse' = 'refuse',
): Db {
  const nativeBinding = process.env.SKIN_SQLITE_BINDING
  const open = () => new Database(path, nativeBinding ? { nativeBinding } : {})
  // a database in memory is not at rest: nothing to encrypt
  const db = dataKey && path !== ':memory:' && path !== '' ? openWithKey(open, path, dataKey, plain) : open()
  try {
    if (path !== ':memory:') db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    migrate(db)
    return db
  } catch (e) {
    db.close()
    throw e
  }
}
