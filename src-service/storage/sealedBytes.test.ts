import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createByteSeal, isSealedBytes } from './sealedBytes'

const key = randomBytes(32)
const photo = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe1]),
  Buffer.from('Exif\0\0 a patient'),
  randomBytes(64),
])

describe('sealed photo bytes', () => {
  it('open to the same bytes, under the same key and name only', () => {
    const seal = createByteSeal(key)
    const sealed = seal.seal('image-1', photo)
    expect(isSealedBytes(sealed)).toBe(true)
    expect(isSealedBytes(photo)).toBe(false)
    expect(sealed.includes('Exif')).toBe(false)
    expect(seal.open('image-1', sealed).equals(photo)).toBe(true)
    expect(() => seal.open('image-2', sealed)).toThrow(/does not open/)
    expect(() => createByteSeal(randomBytes(32)).open('image-1', sealed)).toThrow(/does not open/)
  })

  it('a nonce per write, and a flipped bit or a plain file does not open', () => {
    const seal = createByteSeal(key)
    const sealed = seal.seal('image-1', photo)
    expect(seal.seal('image-1', photo).equals(sealed)).toBe(false)
    const flipped = Buffer.from(sealed)
    flipped[20] = (flipped[20] ?? 0) ^ 1
    expect(() => seal.open('image-1', flipped)).toThrow(/does not open/)
    expect(() => seal.open('image-1', photo)).toThrow(/not a sealed file/)
    expect(() => seal.open('image-1', sealed.subarray(0, 20))).toThrow(/not a sealed file/)
  })

  it('takes a 32-byte key only', () => {
    expect(() => createByteSeal(randomBytes(16))).toThrow(/32 bytes/)
  })
})
