/** The clinic's product list checked before it is kept (issue 45). */
import { describe, expect, it } from 'vitest'
import type { Product } from '../../../src-shared/contract'
import { AppFailure } from '../appFailure'
import { checkedProducts } from './productDesk'

const product = (name: string, over: Partial<Product> = {}): Product => ({
  id: '',
  name,
  kind: 'injectable',
  lots: [],
  ...over,
})
const fieldOf = (list: Product[]) => {
  try {
    checkedProducts(list)
    return null
  } catch (e) {
    return (e as AppFailure).field
  }
}

describe("the clinic's product list", () => {
  it('is kept by name, each with an id', () => {
    const checked = checkedProducts([product('Zeta'), product('Alpha', { id: 'a' })])
    expect(checked.map((p) => p.name)).toEqual(['Alpha', 'Zeta'])
    expect(checked[0]?.id).toBe('a')
    expect(checked[1]?.id).not.toBe('')
  })

  it('refuses a name twice in one kind, an id twice, a lot twice and an expiry that is no day', () => {
    expect(fieldOf([product('A'), product('a')])).toBe('products.1.name')
    expect(fieldOf([product('A'), product('A', { kind: 'peel' })])).toBeNull()
    expect(fieldOf([product('A', { id: 'x' }), product('B', { id: 'x' })])).toBe('products.1.id')
    const lot = { lot: 'L1', expiry: null, active: true }
    expect(fieldOf([product('A', { lots: [lot, { ...lot, lot: 'l1' }] })])).toBe('products.0.lots.1.lot')
    expect(fieldOf([product('A', { lots: [{ ...lot, expiry: '2026-02-30' }] })])).toBe(
      'products.0.lots.0.expiry',
    )
  })
})
