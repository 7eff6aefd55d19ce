/**
 * The service's stored photos sealed at rest when it is given a data key (the app's demo: issue 30): AES-256-GCM
 * under a subkey of the data key (HKDF-SHA256, labelled, so the database's key and this one differ), a random
 * 96-bit nonce per write, and the format's version and the file's name in the associated data, so a file swapped
 * in under another image's name does not open. Layout: `SKD1` | nonce (12) | ciphertext | tag (16).
 *
 * The same construction as the workstation's own sealed files (src-main/store/files/sealedFiles.ts), written again
 * here rather than shared: the service stands in for a remote program and imports nothing of the app (the fences
 * in docs/ARCHITECTURE.md), and main never reads these files, so the two formats never meet. Its own magic keeps
 * a demo file from ever being taken for one of the app's.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const MAGIC = Buffer.from('SKD1', 'latin1')
const NONCE_BYTES = 12
const TAG_BYTES = 16
const SUBKEY_LABEL = 'skin-service sealed files v1'
export const SERVICE_DATA_KEY_BYTES = 32

export interface ByteSeal {
  /** The sealed bytes of `plain`, for the file called `name` (the image id). */
  seal(name: string, plain: Uint8Array): Buffer
  /** The plain bytes; throws when they do not open (tampered, truncated, another key or name, not sealed). */
  open(name: string, sealed: Uint8Array): Buffer
}

/** Whether the bytes start as a sealed file does (a photo stored plain by an older version does not). */
export function isSealedBytes(bytes: Uint8Array): boolean {
  return (
    bytes.byteLength >= MAGIC.length &&
    MAGIC.equals(Buffer.from(bytes.buffer, bytes.byteOffset, MAGIC.length))
  )
}

export function createByteSeal(dataKey: Uint8Array): ByteSeal {
  if (dataKey.byteLength !== SERVICE_DATA_KEY_BYTES) throw new Error('a data key is 32 bytes')
  const subkey = Buffer.from(hkdfSync('sha256', dataKey, new Uint8Array(0), SUBKEY_LABEL, 32))
  const aad = (name: string) => Buffer.concat([MAGIC, Buffer.from([0]), Buffer.from(name, 'utf8')])
  return {
    seal(name, plain) {
      const nonce = randomBytes(NONCE_BYTES)
      const cipher = createCipheriv('aes-256-gcm', subkey, nonce)
      cipher.setAAD(aad(name))
      const body = Buffer.concat([cipher.update(plain), cipher.final()])
      return Buffer.concat([MAGIC, nonce, body, cipher.getAuthTag()])
    },
    open(name, sealed) {
      if (!isSealedBytes(sealed) || sealed.byteLength < MAGIC.length + NONCE_BYTES + TAG_BYTES)
        throw new Error(`${name}: not a sealed file`)
      const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength)
      const nonce = bytes.subarray(MAGIC.length, MAGIC.length + NONCE_BYTES)
      const decipher = createDecipheriv('aes-256-gcm', subkey, nonce)
      decipher.setAAD(aad(name))
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
      try {
        const body = bytes.subarray(MAGIC.length + NONCE_BYTES, bytes.length - TAG_BYTES)
        return Buffer.concat([decipher.update(body), decipher.final()])
      } catch {
        throw new Error(`${name}: does not open with this key`)
      }
    },
  }
}
