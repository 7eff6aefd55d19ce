import { TEST_DATA_KEY } from '../../../tests/support/testSeal'
import Database from 'better-sqlite3-multiple-ciphers'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_DB_FILE, isPlainDatabaseFile, migrate, openAccountDb, PlainDatabaseError } from './db'
import { appMigrations } from './migrations'
import { withDataDir } from '../../../tests/support/folders'

const tablesOf = (db: Database.Database) =>
  db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name)

describe('account database', () => {
  it('is never opened plain: a plain file is refused as it is (issue 41)', () =>
    withDataDir((dir) => {
      const plain = new Database(join(dir, ACCOUNT_DB_FILE))
      migrate(plain, appMigrations)
      plain.close()
      expect(() => openAccountDb(dir, TEST_DATA_KEY)).toThrow(PlainDatabaseError)
      expect(isPlainDatabaseFile(join(dir, ACCOUNT_DB_FILE))).toBe(true)
    }))

  it('opens in WAL mode with synchronous FULL at the latest version, and opens again without migrating twice', () =>
    withDataDir((dir) => {
      const db = openAccountDb(dir, TEST_DATA_KEY)
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.pragma('synchronous', { simple: true })).toBe(2)
      expect(db.pragma('user_version', { simple: true })).toBe(appMigrations.length)
      expect(tablesOf(db)).toEqual(
        expect.arrayContaining(['captures', 'capture_sides', 'application_runs', 'reports']),
      )
      expect(tablesOf(db)).not.toContain('image_results')
      db.close()
      const again = openAccountDb(dir, TEST_DATA_KEY)
      expect(again.pragma('user_version', { simple: true })).toBe(appMigrations.length)
      again.close()
    }))

  it('applies only the migrations a database lacks, in one transaction each run', () =>
    withDataDir((dir) => {
      const db = new Database(join(dir, ACCOUNT_DB_FILE))
      migrate(db, ['CREATE TABLE a (x INTEGER)'])
      migrate(db, ['CREATE TABLE a (x INTEGER)', 'CREATE TABLE b (y INTEGER)'])
      expect(db.pragma('user_version', { simple: true })).toBe(2)
      expect(() =>
        migrate(db, ['CREATE TABLE a (x INTEGER)', 'CREATE TABLE b (y INTEGER)', 'NOT SQL']),
      ).toThrow()
      expect(db.pragma('user_version', { simple: true })).toBe(2)
      db.close()
    }))

  it('refuses a database written by a newer app', () =>
    withDataDir((dir) => {
      const db = openAccountDb(dir, TEST_DATA_KEY)
      db.pragma(`user_version = ${appMigrations.length + 1}`)
      db.close()
      expect(() => openAccountDb(dir, TEST_DATA_KEY)).toThrow(/newer than this app/)
    }))
})
