/**
 * AES-256-GCM sealing of patient files: round trip, a fresh nonce per write, every kind of damage refused, and the
 * versions (issue 30): version 2 under an HKDF subkey with the version in the associated data; version 1 (the data
 * key itself) still read.
 */
import { createCipheriv, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createFileSeal, DamagedFileError, isCurrentSeal, isSealed } from './sealedFiles'

/** A version-1 file as the app wrote it before: `SKS1`, the data key itself, the bare name as associated data. */
function sealedV1(dataKey: Buffer, name: string, bytes: Uint8Array): Uint8Array {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', dataKey, nonce)
  cipher.setAAD(Buffer.from(name, 'utf8'))
  const body = Buffer.concat([cipher.update(bytes), cipher.final()])
  return Buffer.concat([Buffer.from('SKS1', 'latin1'), nonce, body, cipher.getAuthTag()])
}

const key = randomBytes(32)
const seal = createFileSeal(key)
const plain = new Uint8Array(randomBytes(4096))

describe('sealed files', () => {
  it('opens what it sealed, and two seals of the same bytes differ (a random nonce each)', () => {
    const once = seal.seal('photos/a', plain)
    const twice = seal.seal('photos/a', plain)
    expect(isSealed(once)).toBe(true)
    expect(Buffer.from(once).equals(Buffer.from(twice))).toBe(false)
    expect(Buffer.from(seal.open('photos/a', once)).equals(Buffer.from(plain))).toBe(true)
    expect(once.byteLength).toBe(plain.byteLength + 4 + 12 + 16)
    // the same name with either separator (Windows paths)
    expect(seal.open('captures\\c\\front.jpg', seal.seal('captures/c/front.jpg', plain)).byteLength).toBe(
      4096,
    )
  })

  it('refuses a flipped byte, a cut file, another name, another key, and a plain file', () => {
    const sealed = seal.seal('photos/a', plain)
    const flipped = Uint8Array.from(sealed)
    flipped[100] = (flipped[100] ?? 0) ^ 1
    const attempts = {
      flipped: () => seal.open('photos/a', flipped),
      truncated: () => seal.open('photos/a', sealed.subarray(0, sealed.byteLength - 1)),
      header: () => seal.open('photos/a', sealed.subarray(0, 20)),
      renamed: () => seal.open('photos/b', sealed),
      otherKey: () => createFileSeal(randomBytes(32)).open('photos/a', sealed),
      plain: () => seal.open('photos/a', plain),
    }
    for (const [what, attempt] of Object.entries(attempts)) expect(attempt, what).toThrow(DamagedFileError)
  })

  it('takes only a 32-byte key', () => {
    expect(() => createFileSeal(randomBytes(16))).toThrow()
  })

  it('writes version 2 under its own subkey, still reads version 1, and refuses one relabelled as the other', () => {
    const sealed = seal.seal('photos/a', plain)
    expect(Buffer.from(sealed.subarray(0, 4)).toString('latin1')).toBe('SKS2')
    expect(isCurrentSeal(sealed)).toBe(true)
    // not the data key itself: the same bytes labelled version 1 (raw key, bare name) do not open
    const relabelled = Buffer.from(sealed)
    relabelled.write('SKS1', 0, 'latin1')
    expect(() => seal.open('photos/a', relabelled)).toThrow(DamagedFileError)
    const old = sealedV1(key, 'photos/a', plain)
    expect(isSealed(old) && !isCurrentSeal(old)).toBe(true)
    expect(Buffer.from(seal.open('photos/a', old)).equals(Buffer.from(plain))).toBe(true)
    const upgraded = Buffer.from(old)
    upgraded.write('SKS2', 0, 'latin1')
    expect(() => seal.open('photos/a', upgraded)).toThrow(DamagedFileError)
  })
})
