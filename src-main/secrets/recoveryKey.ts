/**
 * The recovery key (issue 30): the account's data key wrapped with a passphrase an administrator chose, so the
 * data it sealed can be opened again after the keychain lost the key (a new OS profile, a keychain reset). The
 * wrapped key is scrypt (N 2^17, r 8, p 1: about 128 MiB and a few hundred ms per try, so a stolen disk does not
 * give the passphrase up to guessing quickly) then AES-256-GCM; the key's id is bound as associated data. It lives
 * beside the data it opens (store/sealing/recoveryFiles.ts): a keychain reset leaves the disk as it was.
 *
 * Pure: no files, no keychain. The passphrase is never kept, logged or sent anywhere.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, scrypt } from 'node:crypto'
import { z } from 'zod'

export interface ScryptCost {
  N: number
  r: number
  p: number
}
/** What the recovery files are made with; tests may pass a cheaper cost (it is kept in the file). */
export const RECOVERY_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }

const B64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/)

export const RecoveryFile = z.object({
  format: z.literal('skin-workstation recovery key'),
  version: z.literal(1),
  /** Which data key it wraps (keyId below): a set-aside folder is matched to its key without the passphrase. */
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  made: z.string().datetime(),
  kdf: z.object({
    name: z.literal('scrypt'),
    N: z
      .number()
      .int()
      .min(2 ** 14)
      .max(2 ** 20),
    r: z.number().int().min(1).max(32),
    p: z.number().int().min(1).max(16),
    salt: B64,
  }),
  iv: B64,
  tag: B64,
  wrapped: B64,
})
export type RecoveryFile = z.infer<typeof RecoveryFile>

/** A data key's id: not secret, and says nothing about the key (HKDF under its own label). */
export function dataKeyId(dataKey: Uint8Array): string {
  return Buffer.from(hkdfSync('sha256', dataKey, new Uint8Array(0), 'skin-workstation key id', 8)).toString(
    'hex',
  )
}

function passphraseKey(passphrase: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // 128 * N * r bytes, and some room: Node refuses above its 32 MiB default otherwise
  const maxmem = 256 * cost.N * cost.r
  return new Promise((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, 32, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

const associated = (keyId: string) => Buffer.from(`skin-workstation recovery key v1 ${keyId}`)

export async function wrapDataKey(
  dataKey: Uint8Array,
  passphrase: string,
  made: Date,
  cost: ScryptCost = RECOVERY_COST,
): Promise<RecoveryFile> {
  const salt = randomBytes(16)
  const iv = randomBytes(12)
  const keyId = dataKeyId(dataKey)
  const cipher = createCipheriv('aes-256-gcm', await passphraseKey(passphrase, salt, cost), iv)
  cipher.setAAD(associated(keyId))
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()])
  return {
    format: 'skin-workstation recovery key',
    version: 1,
    keyId,
    made: made.toISOString(),
    kdf: { name: 'scrypt', ...cost, salt: salt.toString('base64') },
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    wrapped: wrapped.toString('base64'),
  }
}

/** The data key, or null when the passphrase is not the one it was wrapped with (or the file was changed). */
export async function unwrapDataKey(file: RecoveryFile, passphrase: string): Promise<Uint8Array | null> {
  const { N, r, p, salt } = file.kdf
  const key = await passphraseKey(passphrase, Buffer.from(salt, 'base64'), { N, r, p })
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(file.iv, 'base64'))
  decipher.setAAD(associated(file.keyId))
  decipher.setAuthTag(Buffer.from(file.tag, 'base64'))
  try {
    const dataKey = Buffer.concat([decipher.update(Buffer.from(file.wrapped, 'base64')), decipher.final()])
    return dataKeyId(dataKey) === file.keyId ? new Uint8Array(dataKey) : null
  } catch {
    return null
  }
}
