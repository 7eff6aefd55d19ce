import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isAuthentic, signedNote } from './rotationNote'

const oldKey = randomBytes(32)
const newKey = randomBytes(32)
const fields = { from: 2, to: 3, started: '2026-11-27T10:00:00.000Z' }

describe('the key change note', () => {
  it('holds only with the two keys it was made with, for the generations it names', () => {
    const note = signedNote(fields, oldKey, newKey)
    expect(note.mac).toMatch(/^[0-9a-f]{64}$/)
    expect(isAuthentic(note, oldKey, newKey)).toBe(true)
    // the keys swapped, another account's key, a key to itself
    expect(isAuthentic(note, newKey, oldKey)).toBe(false)
    expect(isAuthentic(note, oldKey, randomBytes(32))).toBe(false)
    expect(isAuthentic(signedNote(fields, oldKey, oldKey), oldKey, oldKey)).toBe(false)
    // a field changed after the mac was made
    expect(isAuthentic({ ...note, from: 3, to: 2 }, oldKey, newKey)).toBe(false)
    expect(isAuthentic({ ...note, to: 4 }, oldKey, newKey)).toBe(false)
    expect(isAuthentic({ ...note, started: '2026-11-27T10:00:01.000Z' }, oldKey, newKey)).toBe(false)
  })

  it('never names one generation as both the old and the new key', () => {
    const note = signedNote({ ...fields, to: fields.from }, oldKey, newKey)
    expect(isAuthentic(note, oldKey, newKey)).toBe(false)
  })
})
