import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_DB_FILE, migrate, openAppDb } from '../../src-main/store/db'
import { appMigrations } from '../../src-main/store/migrations'
import { withDataDir } from './temp-data-dir'

describe('app database', () => {
  it('opens in WAL mode at the latest schema version, and opens again without migrating twice', () =>
    withDataDir((dataDir) => {
      const db = openAppDb(dataDir)
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.pragma('user_version', { simple: true })).toBe(appMigrations.length)
      const tables = db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .all()
        .map((row) => row.name)
      expect(tables).toEqual(
        expect.arrayContaining(['captures', 'capture_sides', 'application_runs', 'image_results']),
      )
      db.close()
      const again = openAppDb(dataDir)
      expect(again.pragma('user_version', { simple: true })).toBe(appMigrations.length)
      again.close()
    }))

  it('applies only the migrations a database lacks, in one transaction each run', () =>
    withDataDir((dataDir) => {
      const db = new Database(join(dataDir, APP_DB_FILE))
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
    withDataDir((dataDir) => {
      const db = new Database(join(dataDir, APP_DB_FILE))
      db.pragma(`user_version = ${appMigrations.length + 1}`)
      db.close()
      expect(() => openAppDb(dataDir)).toThrow(/newer than this app/)
    }))
})
