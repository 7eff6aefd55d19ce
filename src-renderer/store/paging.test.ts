import { describe, expect, it } from 'vitest'
import { isPageSize, pageCount } from './paging'

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(20, 20)).toBe(1)
    expect(pageCount(21, 20)).toBe(2)
    expect(pageCount(101, 50)).toBe(3)
  })

  it('offers only the page sizes the service allows', () => {
    expect(isPageSize(10)).toBe(true)
    expect(isPageSize(100)).toBe(true)
    expect(isPageSize(25)).toBe(false)
  })
})
