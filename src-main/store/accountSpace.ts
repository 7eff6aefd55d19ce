/**
 * Everything kept for one account (one company on one service), in `<dataDir>/accounts/<key>/`:
 * `account.sqlite` (queue, saved reports: never lost), `cache.sqlite` (copies of service records: disposable),
 * `captures/`, `photos/`, `reports/` (sealed with the account's data key: files/sealedFiles.ts), `key-check`, and `account.json` saying whose folder it is (for people, and for an erase to finish; no key).
 * Switching accounts switches folders, so one account's records can never be shown under another.
 * Its databases are encrypted; a plain one is migrated only in a folder from before encryption and otherwise set
 * aside as evidence (`OpenAccountOptions.plain`, store/sealing/plainDatabases.ts).
 */
import { createHash } from 'node:crypto'
import { readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { logFor } from '../log/log'
import type { Connection } from './settings'
import { writeFileAtomic } from './files/atomicFile'
import { AUDIT_DB_FILE, openAuditTrail, type AuditTrail } from './audit/auditTrail'
import { CACHE_DB_FILE, openCacheDb, type CacheDb } from './cache/cacheDb'
import { CAPTURES_FOLDER } from './accountDb/captureFiles'
import { ACCOUNT_DB_FILE, DatabaseKeyError, openAccountDb, type AppDb } from './accountDb/db'
import { adoptLegacyData } from './legacyData'
import { encryptPlainDatabases, setAsidePlainDatabases } from './sealing/plainDatabases'
import { PHOTOS_FOLDER } from './cache/photoFiles'
import { makePrivateDir, makeTreePrivate } from './files/privateFiles'
import { createFileSeal, type FileSeal } from './files/sealedFiles'
import { settleDataKey, type KeyState } from './sealing/sealedFolder'
import { sweepStrayTempFiles } from './files/strayTempFiles'
import { plainSetAsideName, SET_ASIDE_FOLDER, setAside, setAsideName } from './sealing/setAside'

export const ACCOUNTS_FOLDER = 'accounts'
export const REPORTS_FOLDER = 'reports'

export interface AccountSpace {
  key: string
  /** The account's folder: capture, photo and report paths are relative to it. */
  dir: string
  /** account.sqlite */
  db: AppDb
  /** cache.sqlite */
  cache: CacheDb
  /** audit.sqlite: who did what (clearing the cache does not touch it) */
  audit: AuditTrail
  /** Seals and opens the folder's files of patient data with the account's data key. */
  seal: FileSeal
  /** The account's data key (for its recovery key: work/account/dataKeys.ts); never logged or sent. */
  dataKey: Uint8Array
  /** 'lost' when the folder's files or databases were sealed with a key the keychain no longer has. */
  keyState: KeyState
  /** Captures that were waiting to be sent and could not be read with the key at hand (0 unless lost). */
  unrecoverableCaptures: number
  /** Plain databases refused at this opening (set aside, a new one in each's place): store/sealing/plainDatabases.ts. */
  refusedPlain: readonly string[]
  /** Audit trails set aside in the folder because they did not open with the data key (file names, oldest first). */
  auditSetAside: string[]
  close(): void
}

export interface OpenAccountOptions {
  /**
   * What a plain database (or file) of the folder is. 'migrate': the keychain says the folder was never encrypted
   * (work/account/accountOpening.ts), so it is one from before encryption: its plain databases and files, and the
   * app.sqlite of the versions before accounts, are encrypted in place, once. 'refuse' (the default): the folder is
   * encrypted, so a plain one was put there from outside the app: set aside as evidence, never adopted.
   */
  plain?: 'migrate' | 'refuse'
}

/**
 * The folder name: a hash of the keychain account, which names company and service (a demo's by company
 * only, so its random port does not move the folder).
 */
export function accountKey(keychainAccount: string): string {
  return createHash('sha256').update(keychainAccount).digest('hex').slice(0, 24)
}

export function accountDir(dataDir: string, keychainAccount: string): string {
  return join(dataDir, ACCOUNTS_FOLDER, accountKey(keychainAccount))
}

export async function openAccountSpace(
  dataDir: string,
  connection: Connection,
  dataKey: Uint8Array,
  options: OpenAccountOptions = {},
): Promise<AccountSpace> {
  const migrate = options.plain === 'migrate'
  const seal = createFileSeal(dataKey)
  const key = accountKey(connection.keychainAccount)
  const dir = accountDir(dataDir, connection.keychainAccount)
  await makePrivateDir(dataDir)
  await makePrivateDir(join(dataDir, ACCOUNTS_FOLDER))
  await makePrivateDir(dir)
  if (migrate) await adoptLegacyData(dataDir, dir)
  await makeTreePrivate(dir)
  const { mode, baseUrl, companyId, keychainAccount } = connection
  await writeFileAtomic(
    join(dir, 'account.json'),
    `${JSON.stringify({ mode, baseUrl, companyId, keychainAccount }, null, 2)}\n`,
  )
  // One key loss sets its data aside in one folder (store/sealing/setAside.ts); the captures waiting are counted first.
  const asideIn = setAsideName(new Date())
  const refusedPlain = migrate ? [] : await setAsidePlainDatabases(dir, asideIn)
  if (migrate) encryptPlainDatabases(dir, dataKey)
  else if (refusedPlain.length > 0)
    logFor('account').warn(
      `plain database(s) refused in an encrypted folder: ${refusedPlain.join(', ')}; set aside in ${join(SET_ASIDE_FOLDER, plainSetAsideName(asideIn))}`,
    )
  const waitingCaptures = await countCaptures(dir)
  const filesKeyState = await settleDataKey(dir, seal, asideIn, migrate)
  const { db, dbKeyLost } = await openOrSetAsideAccountDb(dir, dataKey, asideIn)
  const unrecoverableCaptures = filesKeyState === 'lost' || dbKeyLost ? waitingCaptures : null
  let cache: CacheDb | null = null
  let audit: AuditTrail | null = null
  let keyState: KeyState = filesKeyState
  try {
    audit = await openOrSetAsideAudit(dir, dataKey)
    const opened = openCacheDb(dir, dataKey, join(dir, SET_ASIDE_FOLDER, asideIn))
    cache = opened.cache
    // The photos' checksums were in the old cache: without them no photo can be trusted (set aside with it when
    // the key was lost; else copies of the service's, dropped).
    if (opened.keyLost) await setAside(dir, asideIn, [PHOTOS_FOLDER])
    else if (opened.recreated || refusedPlain.includes(CACHE_DB_FILE))
      await rm(join(dir, PHOTOS_FOLDER), { recursive: true, force: true })
    if (unrecoverableCaptures !== null || opened.keyLost) keyState = 'lost'
    await sweepStrayTempFiles(join(dir, PHOTOS_FOLDER))
    await sweepStrayTempFiles(join(dir, REPORTS_FOLDER))
  } catch (e) {
    cache?.close()
    audit?.close()
    db.close()
    throw e
  }
  const openCache = cache
  const openAudit = audit
  return {
    key,
    dir,
    db,
    cache: openCache,
    audit: openAudit,
    seal,
    dataKey,
    keyState,
    unrecoverableCaptures: unrecoverableCaptures ?? 0,
    refusedPlain,
    auditSetAside: await setAsideAuditFiles(dir),
    close() {
      openCache.close()
      openAudit.close()
      db.close()
    },
  }
}

/** The capture folders waiting to be sent (each capture's photos have a folder). */
async function countCaptures(dir: string): Promise<number> {
  const waiting = await readdir(join(dir, CAPTURES_FOLDER), { withFileTypes: true }).catch(() => [])
  return waiting.filter((entry) => entry.isDirectory()).length
}

/**
 * The account database, or a new one when it was encrypted with a data key the keychain no longer has: the queue
 * and the list of report copies cannot be read then, so they are set aside (store/sealing/setAside.ts) with the files they
 * named (sealed with the same key), never deleted.
 */
async function openOrSetAsideAccountDb(
  dir: string,
  dataKey: Uint8Array,
  asideIn: string,
): Promise<{ db: AppDb; dbKeyLost: boolean }> {
  try {
    return { db: openAccountDb(dir, dataKey), dbKeyLost: false }
  } catch (e) {
    if (!(e instanceof DatabaseKeyError)) throw e
  }
  const aside = await setAside(dir, asideIn, [
    CAPTURES_FOLDER,
    REPORTS_FOLDER,
    ...['', '-wal', '-shm'].map((suffix) => `${ACCOUNT_DB_FILE}${suffix}`),
  ])
  logFor('account').warn(`${ACCOUNT_DB_FILE} was encrypted with another data key; set aside in ${aside}`)
  return { db: openAccountDb(dir, dataKey), dbKeyLost: true }
}

const AUDIT_SET_ASIDE_PREFIX = 'audit-unreadable-'

/** The audit trails kept aside in the folder, oldest first (their names carry when). */
async function setAsideAuditFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [])
  return names.filter((name) => name.startsWith(AUDIT_SET_ASIDE_PREFIX) && name.endsWith('.sqlite')).sort()
}

/**
 * The audit trail, or a new one when it was encrypted with a data key the keychain no longer has. The old file is
 * set aside under a dated name, never deleted: it is evidence, and the key may yet be found.
 */
async function openOrSetAsideAudit(dir: string, dataKey: Uint8Array): Promise<AuditTrail> {
  try {
    return openAuditTrail(dir, dataKey)
  } catch (e) {
    if (!(e instanceof DatabaseKeyError)) throw e
  }
  const aside = `${AUDIT_SET_ASIDE_PREFIX}${new Date().toISOString().replace(/[:.]/g, '-')}.sqlite`
  logFor('account').warn(
    `${AUDIT_DB_FILE} was encrypted with another data key; kept as ${aside}, starting an empty one`,
  )
  await rename(join(dir, AUDIT_DB_FILE), join(dir, aside))
  // its -wal goes with it: after a crash it holds committed entries not yet in the file (the evidence too)
  for (const suffix of ['-wal', '-shm'])
    await rename(join(dir, `${AUDIT_DB_FILE}${suffix}`), join(dir, `${aside}${suffix}`)).catch(
      (e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e
      },
    )
  return openAuditTrail(dir, dataKey)
}
