/**
 * A plain database is never adopted (issue 41). An account folder opened as a start opens it (finish a key change,
 * read the key, open the folder: work/account/accountOpening.ts), its key and the record that the folder is
 * encrypted in a real Secret Service (npm test runs gnome-keyring in a private D-Bus session), on real SQLite:
 * - a plain account.sqlite dropped into an encrypted folder (someone's own administrator in it) is set aside as it
 *   is, a new encrypted one takes its place, and administrators are told;
 * - a folder encrypted by the version before the keychain's record refuses a plain audit trail as well;
 * - a folder from before encryption is migrated once, its rows kept, and from then on refuses plain databases;
 * - a migration cut off (the keychain says `migrating`) is finished, not refused;
 * - after a key loss the record still holds: a plain cache is refused too.
 */
import Database from 'better-sqlite3-multiple-ciphers'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { accountDataKey, dataKeyAccount, forgetDataKey } from '../../src-main/secrets/dataKey'
import { encryptedFolderAccount, folderEncryption } from '../../src-main/secrets/encryptedFolder'
import { createKeychain } from '../../src-main/secrets/keychain'
import { accountDir, openAccountSpace } from '../../src-main/store/accountSpace'
import { AUDIT_DB_FILE, AUDIT_MIGRATIONS } from '../../src-main/store/audit/auditTrail'
import { CACHE_DB_FILE } from '../../src-main/store/cache/cacheDb'
import { cacheMigrations } from '../../src-main/store/cache/cacheMigrations'
import { createCaptureQueueStore } from '../../src-main/store/accountDb/captureQueue'
import { ACCOUNT_DB_FILE, isPlainDatabaseFile, migrate } from '../../src-main/store/accountDb/db'
import { appMigrations } from '../../src-main/store/accountDb/migrations'
import { createOperatorStore } from '../../src-main/store/accountDb/operators'
import { SET_ASIDE_FOLDER } from '../../src-main/store/sealing/setAside'
import type { Connection } from '../../src-main/store/settings'
import { openAccountData } from '../../src-main/work/account/accountOpening'
import { createKeyNotice } from '../../src-main/work/account/keyNotice'
import { withDataDir } from '../support/folders'

const secrets = createKeychain(`skin-analysis-workstation-test-${randomBytes(4).toString('hex')}`)
const used: string[] = []
afterAll(async () => {
  for (const account of used) await forgetDataKey(secrets, account)
})

function connectionOf(companyId: string): Connection {
  const keychainAccount = `${companyId}@https://saas.example`
  used.push(keychainAccount)
  return { mode: 'remote', baseUrl: 'https://saas.example', companyId, keychainAccount }
}

const sha256 = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex')

/** A plain SQLite file at `path` with `migrations` and `rows` (SQL), as anyone with SQLite can make one. */
function writePlain(path: string, migrations: readonly string[], rows = ''): void {
  const db = new Database(path)
  migrate(db, migrations)
  if (rows) db.exec(rows)
  db.close()
}

/** Puts `name` in place of the folder's own (its -wal and -shm go, as a file manager's copy would leave it). */
async function dropIn(dir: string, name: string, migrations: readonly string[], rows = '') {
  for (const suffix of ['', '-wal', '-shm']) await rm(join(dir, `${name}${suffix}`), { force: true })
  writePlain(join(dir, name), migrations, rows)
  return sha256(join(dir, name))
}

const PLANTED_META = "INSERT INTO meta (key, value) VALUES ('planted', 'by hand')"

const FORGED_ENTRY = `INSERT INTO entries (seq, at, operator, action, subject_id, detail, mac)
  VALUES (1, '2026-01-01T00:00:00.000Z', 'op-m', 'operator.add', NULL, '{}', '00')`

const MALLORY = `INSERT INTO operators (id, name, name_key, role, passphrase_hash, active, created_at)
  VALUES ('op-m', 'Mallory', 'mallory', 'administrator', 'x', 1, '2026-01-01T00:00:00Z')`

/** The set-aside folders of plain databases, and what is in them. */
async function plainSetAside(dir: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {}
  for (const folder of await readdir(join(dir, SET_ASIDE_FOLDER)).catch(() => []))
    if (folder.endsWith('-plain')) found[folder] = (await readdir(join(dir, SET_ASIDE_FOLDER, folder))).sort()
  return found
}

describe('a plain database in an account folder', () => {
  it('is set aside as it is in an encrypted folder, a new one takes its place, and administrators are told', () =>
    withDataDir(async (dataDir) => {
      const connection = connectionOf('c-plain-1')
      const first = await openAccountData(secrets, dataDir, connection)
      createOperatorStore(first.db).add({
        id: 'op-a',
        name: 'Ada',
        role: 'administrator',
        passphraseHash: 'h',
        createdAt: '2026-01-01T00:00:00Z',
      })
      first.close()

      const dir = accountDir(dataDir, connection.keychainAccount)
      const dropped = await dropIn(dir, ACCOUNT_DB_FILE, appMigrations, MALLORY)
      const space = await openAccountData(secrets, dataDir, connection)
      try {
        // nobody of the dropped file is an operator: the account database is a new, encrypted one
        expect(createOperatorStore(space.db).list()).toEqual([])
        expect(space.refusedPlain).toEqual([ACCOUNT_DB_FILE])
        expect(await folderEncryption(secrets, connection.keychainAccount)).toBe('encrypted')
        expect(isPlainDatabaseFile(join(dir, ACCOUNT_DB_FILE))).toBe(false)
        // the dropped file is kept as it was, as evidence
        const aside = await plainSetAside(dir)
        expect(Object.values(aside)).toEqual([[ACCOUNT_DB_FILE]])
        const [folder] = Object.keys(aside)
        expect(await sha256(join(dir, SET_ASIDE_FOLDER, folder ?? '', ACCOUNT_DB_FILE))).toBe(dropped)
        // administrators are told, start after start (the notice reads the set-aside folder)
        expect(await createKeyNotice(space).get()).toMatchObject({
          lostNow: false,
          setAside: join(dir, SET_ASIDE_FOLDER),
          plainRefused: 1,
          keyLossSetAside: false,
          recoverable: false,
        })
      } finally {
        space.close()
      }
      // an erase takes the record with the key
      await forgetDataKey(secrets, connection.keychainAccount)
      expect(await secrets.get(encryptedFolderAccount(connection.keychainAccount))).toBeNull()
    }))

  it('is refused in a folder the version before the record encrypted: the record is written then', () =>
    withDataDir(async (dataDir) => {
      const connection = connectionOf('c-plain-2')
      // as that version opened it: the key, the folder encrypted, no record in the keychain
      const { key } = await accountDataKey(secrets, connection.keychainAccount)
      const before = await openAccountSpace(dataDir, connection, key)
      before.audit.append({
        at: '2026-01-01T00:00:00.000Z',
        operator: 'op-a',
        action: 'subject.view',
        subjectId: 's-1',
        detail: '{}',
      })
      before.close()
      expect(await folderEncryption(secrets, connection.keychainAccount)).toBeNull()

      const dir = accountDir(dataDir, connection.keychainAccount)
      const dropped = await dropIn(dir, AUDIT_DB_FILE, AUDIT_MIGRATIONS, FORGED_ENTRY)
      const space = await openAccountData(secrets, dataDir, connection)
      try {
        // the dropped trail's entry is in no trail the app keeps
        expect(space.audit.list().map((entry) => entry.operator)).toEqual([])
        expect(space.refusedPlain).toEqual([AUDIT_DB_FILE])
        expect(space.audit.verify()).toEqual({ ok: true, entries: 0 })
        expect(await folderEncryption(secrets, connection.keychainAccount)).toBe('encrypted')
        const [folder] = Object.keys(await plainSetAside(dir))
        expect(await sha256(join(dir, SET_ASIDE_FOLDER, folder ?? '', AUDIT_DB_FILE))).toBe(dropped)
      } finally {
        space.close()
      }
    }))

  it('of a folder from before encryption is encrypted in place once; later ones are refused', () =>
    withDataDir(async (dataDir) => {
      const connection = connectionOf('c-plain-3')
      const dir = accountDir(dataDir, connection.keychainAccount)
      await mkdir(dir, { recursive: true })
      // the version before encryption: plain databases, a capture waiting, no data key, no record
      writePlain(
        join(dir, ACCOUNT_DB_FILE),
        appMigrations,
        `INSERT INTO captures (id, dataset_id, subject_id, mode, state, capture_time, created_at, updated_at)
         VALUES ('cap-1', 'd', 's', 'front', 'queued', '2024-01-01 10:00:00', '2024-01-01T10:00:00Z', '2024-01-01T10:00:00Z')`,
      )
      writePlain(join(dir, CACHE_DB_FILE), cacheMigrations)
      expect(await secrets.get(dataKeyAccount(connection.keychainAccount))).toBeNull()

      const migrated = await openAccountData(secrets, dataDir, connection)
      try {
        expect(createCaptureQueueStore(migrated.db).get('cap-1')?.capture).toMatchObject({ state: 'queued' })
        expect(isPlainDatabaseFile(join(dir, ACCOUNT_DB_FILE))).toBe(false)
        expect(isPlainDatabaseFile(join(dir, CACHE_DB_FILE))).toBe(false)
      } finally {
        migrated.close()
      }

      // once: a plain file brought back (an old copy of the folder) is refused now
      await dropIn(dir, CACHE_DB_FILE, cacheMigrations, PLANTED_META)
      const again = await openAccountData(secrets, dataDir, connection)
      try {
        expect(again.cache.prepare("SELECT value FROM meta WHERE key = 'planted'").get()).toBeUndefined()
        expect(again.refusedPlain).toEqual([CACHE_DB_FILE])
        expect(createCaptureQueueStore(again.db).get('cap-1')).not.toBeNull()
        expect(await folderEncryption(secrets, connection.keychainAccount)).toBe('encrypted')
      } finally {
        again.close()
      }
    }))

  it('is encrypted when a migration was cut off (the keychain says migrating), not refused', () =>
    withDataDir(async (dataDir) => {
      const connection = connectionOf('c-plain-4')
      const first = await openAccountData(secrets, dataDir, connection)
      first.close()
      const dir = accountDir(dataDir, connection.keychainAccount)
      // the process died after account.sqlite was encrypted, before the cache was
      await dropIn(dir, CACHE_DB_FILE, cacheMigrations, PLANTED_META)
      await secrets.set(encryptedFolderAccount(connection.keychainAccount), 'migrating since 2026-01-01')
      const space = await openAccountData(secrets, dataDir, connection)
      try {
        expect(space.cache.prepare("SELECT value FROM meta WHERE key = 'planted'").get()).toEqual({
          value: 'by hand',
        })
        expect(space.refusedPlain).toEqual([])
        expect(isPlainDatabaseFile(join(dir, CACHE_DB_FILE))).toBe(false)
        expect(await folderEncryption(secrets, connection.keychainAccount)).toBe('encrypted')
      } finally {
        space.close()
      }
    }))

  it('is still refused after a key loss: the record outlives the lost key', () =>
    withDataDir(async (dataDir) => {
      const connection = connectionOf('c-plain-5')
      const first = await openAccountData(secrets, dataDir, connection)
      first.close()
      // the keychain loses the key (an item reset), then a plain cache is dropped in
      await secrets.delete(dataKeyAccount(connection.keychainAccount))
      const dir = accountDir(dataDir, connection.keychainAccount)
      await dropIn(dir, CACHE_DB_FILE, cacheMigrations, PLANTED_META)
      const space = await openAccountData(secrets, dataDir, connection)
      try {
        expect(space.cache.prepare("SELECT value FROM meta WHERE key = 'planted'").get()).toBeUndefined()
        expect(space.keyState).toBe('lost')
        expect(space.refusedPlain).toEqual([CACHE_DB_FILE])
        expect(await createKeyNotice(space).get()).toMatchObject({
          lostNow: true,
          plainRefused: 1,
          keyLossSetAside: true,
        })
      } finally {
        space.close()
      }
    }))
})
