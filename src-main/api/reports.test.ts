/** Whether the service's answer is a PDF, by its first bytes. */
import { describe, expect, it } from 'vitest'
import { isPdf } from './reports'

describe('isPdf', () => {
  it('looks at the first bytes only', () => {
    const text = (s: string) => new TextEncoder().encode(s)
    expect(isPdf(text('%PDF-1.7\n'))).toBe(true)
    expect(isPdf(text('%PDF'))).toBe(false)
    expect(isPdf(text(' %PDF-1.7'))).toBe(false)
    expect(isPdf(text('<!doctype html>'))).toBe(false)
    expect(isPdf(new Uint8Array())).toBe(false)
  })
})
