/**
 * The service's database encrypted at rest when it is given a data key (the app's demo: issue 30), the one place
 * for that rule here. SQLite3 Multiple Ciphers, ChaCha20-Poly1305 per page, with a raw 32-byte key (`x'…'`, which
 * skips its passphrase KDF) derived from the data key by HKDF-SHA256 with the file's name as info, so the photos'
 * key (storage/sealedBytes.ts) and this one differ. The pattern is the workstation's own (src-main/store/accountDb/db.ts,
 * databaseKey.ts), proven there; repeated rather than imported because the service imports nothing of the app.
 * A plain database of an older version is encrypted in place once, when the caller says the folder is one from
 * before encryption; otherwise it is refused (PlainDatabaseError), never adopted.
 */
import { hkdfSync } from 'node:crypto'
import { closeSync, openSync, readSync } from 'node:fs'
import { basename } from 'node:path'
import type Database from 'better-sqlite3-multiple-ciphers'

const KEY_BYTES = 32

/** The file does not open with the key it was given (another key made it, or it is not a database). */
export class DatabaseKeyError extends Error {
  constructor(path: string) {
    super(`${basename(path)} does not open with the data key it was given`)
    this.name = 'DatabaseKeyError'
  }
}

function keyPragma(dataKey: Uint8Array, path: string): string {
  if (dataKey.byteLength !== KEY_BYTES) throw new Error('a data key is 32 bytes')
  const info = `skin-service database ${basename(path)}`
  const key = Buffer.from(hkdfSync('sha256', dataKey, new Uint8Array(0), info, KEY_BYTES))
  return `"x'${key.toString('hex')}'"`
}

/** A plain database where an encrypted one belongs (a file put there from outside): never opened as it is. */
export class PlainDatabaseError extends Error {
  constructor(path: string) {
    super(`${basename(path)} is a plain database where only encrypted ones belong`)
    this.name = 'PlainDatabaseError'
  }
}

const PLAIN_HEADER = Buffer.from('SQLite format 3\0', 'latin1')

/** Whether the file starts as a plain SQLite database does (its first bytes alone: opening it could change it). */
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

/** Whether the connection reads its file (false: SQLITE_NOTADB, the key does not fit or the file is not plain). */
function reads(db: Database.Database): boolean {
  try {
    db.prepare('SELECT count(*) FROM sqlite_master').get()
    return true
  } catch (e) {
    if (codeOf(e) === 'SQLITE_NOTADB') return false
    throw e
  }
}

/**
 * A connection to `path` that reads it with the key derived from `dataKey`: a new or empty file is created
 * encrypted; a plain one (written before the service was given a key) is encrypted in place first when `plain` is
 * 'migrate', in one transaction (rekey needs a rollback journal, so WAL is left for it: the caller takes it up
 * again), and refused otherwise (PlainDatabaseError, the file left as it is); a file that does not read with the
 * key throws DatabaseKeyError. `open` makes a fresh connection (one key per connection).
 */
export function openWithKey(
  open: () => Database.Database,
  path: string,
  dataKey: Uint8Array,
  plain: 'migrate' | 'refuse' = 'refuse',
): Database.Database {
  const pragma = keyPragma(dataKey, path)
  if (plain === 'refuse' && isPlainDatabaseFile(path)) throw new PlainDatabaseError(path)
  let db = open()
  try {
    // without a key an encrypted file does not read; a plain one does, and has pages (in the file or its WAL)
    if (plain === 'migrate' && reads(db) && Number(db.pragma('page_count', { simple: true })) > 0) {
      db.pragma('journal_mode = DELETE')
      db.pragma(`cipher = 'chacha20'`)
      db.pragma(`rekey = ${pragma}`)
      db.close()
      db = open()
    }
    db.pragma(`cipher = 'chacha20'`)
    db.pragma(`key = ${pragma}`)
    if (!reads(db)) throw new DatabaseKeyError(path)
    return db
  } catch (e) {
    db.close()
    throw e
  }
}
