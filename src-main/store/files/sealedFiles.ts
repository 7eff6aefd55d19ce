/**
 * Files of patient data (capture photos, cached photos, report copies) sealed with the account's data key:
 * AES-256-GCM with a random 96-bit nonce per write, and the file's name inside the account folder in the
 * associated data, so a file swapped in under another name does not open either. A file that does not open
 * (tampered, truncated, another key) is a DamagedFileError, never shown.
 *
 * Version 2 (issue 30), what is written: `SKS2` | nonce (12) | ciphertext | tag (16), under a subkey of its own
 * (HKDF-SHA256 of the data key, labelled: the data key itself also feeds the databases' and the audit chain's
 * HKDF), with the format's version in the associated data (`SKS2` NUL name). Version 1 (`SKS1`: the data key
 * itself, the bare name) is still read; `sealing/sealedFolder.ts` reseals such files once.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { DATA_KEY_BYTES } from '../../secrets/dataKey'

const MAGIC_V1 = Buffer.from('SKS1', 'latin1')
const MAGIC = Buffer.from('SKS2', 'latin1')
const NONCE_BYTES = 12
const TAG_BYTES = 16
const SUBKEY_LABEL = 'skin-workstation sealed files v2'

export class DamagedFileError extends Error {
  constructor(name: string, why: string) {
    super(`${name}: ${why}`)
    this.name = 'DamagedFileError'
  }
}

export interface FileSeal {
  /** The sealed bytes of `plain`, for the file called `name` (relative to the account folder). */
  seal(name: string, plain: Uint8Array): Uint8Array
  /** The plain bytes; DamagedFileError when they do not open. */
  open(name: string, sealed: Uint8Array): Uint8Array<ArrayBuffer>
  /**
   * True when `open` itself proves the bytes are the ones sealed under that name (an authentication tag), so a
   * checksum kept beside the file adds nothing.
   */
  readonly authenticates?: boolean
}

const startsWith = (bytes: Uint8Array, magic: Buffer) =>
  bytes.byteLength >= magic.length && Buffer.from(bytes.buffer, bytes.byteOffset, magic.length).equals(magic)

/** Whether the bytes start as a sealed file does, of either version (a plain file from before sealing does not). */
export function isSealed(bytes: Uint8Array): boolean {
  return startsWith(bytes, MAGIC) || startsWith(bytes, MAGIC_V1)
}

/** Whether a sealed file is of the version written now (an older one is to be sealed again). */
export function isCurrentSeal(bytes: Uint8Array): boolean {
  return startsWith(bytes, MAGIC)
}

export function createFileSeal(key: Uint8Array): FileSeal {
  if (key.byteLength !== DATA_KEY_BYTES) throw new Error('a data key is 32 bytes')
  const subkey = Buffer.from(hkdfSync('sha256', key, new Uint8Array(0), SUBKEY_LABEL, 32))
  const fileName = (name: string) => name.split('\\').join('/')
  const aadV1 = (name: string) => Buffer.from(fileName(name), 'utf8')
  const aad = (name: string) => Buffer.concat([MAGIC, Buffer.from([0]), Buffer.from(fileName(name), 'utf8')])
  return {
    authenticates: true,
    seal(name, plain) {
      const nonce = randomBytes(NONCE_BYTES)
      const cipher = createCipheriv('aes-256-gcm', subkey, nonce)
      cipher.setAAD(aad(name))
      const body = cipher.update(plain)
      const rest = cipher.final()
      return Buffer.concat([MAGIC, nonce, body, rest, cipher.getAuthTag()])
    },
    open(name, sealed) {
      if (!isSealed(sealed)) throw new DamagedFileError(name, 'not a sealed file')
      if (sealed.byteLength < MAGIC.length + NONCE_BYTES + TAG_BYTES)
        throw new DamagedFileError(name, 'truncated')
      const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength)
      const nonce = bytes.subarray(MAGIC.length, MAGIC.length + NONCE_BYTES)
      const body = bytes.subarray(MAGIC.length + NONCE_BYTES, bytes.length - TAG_BYTES)
      const current = isCurrentSeal(bytes)
      const decipher = createDecipheriv('aes-256-gcm', current ? subkey : key, nonce)
      decipher.setAAD(current ? aad(name) : aadV1(name))
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
      try {
        // GCM hands back every byte from update(); final() only checks the tag. No copy into a new buffer.
        const opened = decipher.update(body)
        const rest = decipher.final()
        const plain = rest.byteLength === 0 ? opened : Buffer.concat([opened, rest])
        return new Uint8Array(plain.buffer, plain.byteOffset, plain.byteLength) as Uint8Array<ArrayBuffer>
      } catch {
        throw new DamagedFileError(name, 'does not open with this key')
      }
    },
  }
}
