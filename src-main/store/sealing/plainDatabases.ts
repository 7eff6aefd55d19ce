/**
 * Plain databases in an account folder (issue 41). Every database of the workstation is encrypted, so a plain one
 * is either a folder from before encryption, migrated here once, or a file put there from outside the app (a file
 * manager, an old copy of the folder): never adopted, since it would let anyone write their own operators and audit
 * trail. Which of the two it is the keychain says (work/account/accountOpening.ts), never a file of the folder,
 * which a swapped folder would bring with it; here only what is done in each case, and the one fact of the folder
 * that the keychain's answer is checked against.
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { AUDIT_DB_FILE } from '../audit/auditTrail'
import { CACHE_DB_FILE } from '../cache/cacheDb'
import { databaseKey } from '../accountDb/databaseKey'
import { ACCOUNT_DB_FILE, encryptPlainDatabase, isPlainDatabaseFile } from '../accountDb/db'
import { plainSetAsideName, setAside } from './setAside'

/** The databases of an account folder. */
export const ACCOUNT_DATABASES: readonly string[] = [ACCOUNT_DB_FILE, CACHE_DB_FILE, AUDIT_DB_FILE]

const sizeOf = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0

/**
 * Whether a database of the folder is encrypted already (neither absent, empty nor plain): then the folder is not
 * one from before encryption, whatever else is in it (an app of issue 30's version encrypted every one of them at
 * its first start, and wrote no record of it in the keychain).
 */
export function holdsEncryptedDatabase(dir: string): boolean {
  return ACCOUNT_DATABASES.some((name) => {
    const path = join(dir, name)
    return sizeOf(path) > 0 && !isPlainDatabaseFile(path)
  })
}

/**
 * A folder from before encryption: each plain database encrypted in place under its key derived from `dataKey`.
 * Each is one transaction, so a run cut off is finished by the next. Answers the names encrypted now.
 */
export function encryptPlainDatabases(dir: string, dataKey: Uint8Array): string[] {
  return ACCOUNT_DATABASES.filter((name) => encryptPlainDatabase(join(dir, name), databaseKey(dataKey, name)))
}

/**
 * An encrypted folder: each plain database, with its `-wal` and `-shm`, moved as it is into
 * `set-aside/<asideIn>-plain/` (evidence: deleted only by an administrator, `dataKey.discardSetAside`), so a new,
 * empty one is made in its place. Answers the names set aside.
 */
export async function setAsidePlainDatabases(dir: string, asideIn: string): Promise<string[]> {
  const plain = ACCOUNT_DATABASES.filter((name) => isPlainDatabaseFile(join(dir, name)))
  if (plain.length === 0) return []
  const files = plain.flatMap((name) => ['', '-wal', '-shm'].map((suffix) => `${name}${suffix}`))
  await setAside(dir, plainSetAsideName(asideIn), files)
  return plain
}
