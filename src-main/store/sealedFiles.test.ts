/** AES-256-GCM sealing of patient files: round trip, a fresh nonce per write, and every kind of damage refused. */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createFileSeal, DamagedFileError, isSealed } from './sealedFiles'

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
})
