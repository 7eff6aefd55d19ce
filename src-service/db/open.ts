import Database from 'better-sqlite3'
import { migrate } from './schema'

export type Db = Database.Database

export function openDatabase(path: string): Db {
  const db = new Database(path)
  if (path !== ':memory:') db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}
