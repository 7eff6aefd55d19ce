/**
 * A database's key: derived from the account's data key (HKDF-SHA256, the file's name as info), so the sealed
 * files and each database use different keys, and none of them is kept anywhere but the keychain's data key.
 * Given to SQLite3 Multiple Ciphers as a raw key (`x'…'`), which skips its passphrase KDF.
 */
import { hkdfSync } from 'node:crypto'

export const DATABASE_KEY_BYTES = 32

export function databaseKey(dataKey: Uint8Array, fileName: string): Uint8Array {
  return new Uint8Array(
    hkdfSync(
      'sha256',
      dataKey,
      new Uint8Array(0),
      `skin-workstation database ${fileName}`,
      DATABASE_KEY_BYTES,
    ),
  )
}

/** The value of `PRAGMA key` / `PRAGMA rekey` for a raw key. */
export function databaseKeyPragma(key: Uint8Array): string {
  if (key.byteLength !== DATABASE_KEY_BYTES) throw new Error('a database key is 32 bytes')
  return `"x'${Buffer.from(key).toString('hex')}'"`
}
