import { describe, expect, it } from 'vitest'
import { scrollTarget } from './scrollKeys'

describe('scrollTarget (the report viewer’s keys)', () => {
  const box = { scrollTop: 500, scrollHeight: 3000, clientHeight: 600 }
  it('moves by a line, by most of a screen, and to either end, never past them', () => {
    expect(scrollTarget('ArrowDown', false, box)).toBe(540)
    expect(scrollTarget('ArrowUp', false, box)).toBe(460)
    expect(scrollTarget('PageDown', false, box)).toBe(1040)
    expect(scrollTarget('PageUp', false, box)).toBe(0)
    expect(scrollTarget(' ', true, box)).toBe(0)
    expect(scrollTarget('Home', false, box)).toBe(0)
    expect(scrollTarget('End', false, box)).toBe(2400)
    expect(scrollTarget('PageDown', false, { ...box, scrollTop: 2300 })).toBe(2400)
    expect(scrollTarget('a', false, box)).toBeNull()
  })
})
