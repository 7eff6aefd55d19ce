import { describe, expect, it } from 'vitest'
import type { Product } from '../../../../src-shared/contract'
import { checkProducts, trimmedProducts } from './productsCheck'

const product = (
  name: string,
  lots: Product['lots'] = [],
  kind: Product['kind'] = 'injectable',
): Product => ({
  id: name,
  name,
  kind,
  lots,
})
const lot = (name: string, expiry: string | null = null) => ({ lot: name, expiry, active: true })

describe('checkProducts', () => {
  it('passes a list with names and distinct lots', () => {
    expect(checkProducts([product('Filler A', [lot('X1', '2027-01-31'), lot('X2')])])).toEqual({})
  })

  it('wants a name, and one name once per kind (without case)', () => {
    const errors = checkProducts([
      product(' '),
      product('Filler A'),
      product('filler a '),
      product('Filler A', [], 'peel'),
    ])
    expect(errors).toEqual({ '0': 'nameNeeded', '2': 'nameTwice' })
  })

  it('wants each lot named, once, with a real expiry', () => {
    const errors = checkProducts([
      product('Filler A', [lot(''), lot('X1'), lot('x1'), lot('X3', '2027-13-45')]),
    ])
    expect(errors).toEqual({ '0-0': 'lotNeeded', '0-2': 'lotTwice', '0-3': 'expiry' })
  })
})

describe('trimmedProducts', () => {
  it('trims names and lots and keeps no empty expiry', () => {
    expect(trimmedProducts([product(' Filler A ', [lot(' X1 ', '')])])).toEqual([
      {
        id: ' Filler A ',
        name: 'Filler A',
        kind: 'injectable',
        lots: [{ lot: 'X1', expiry: null, active: true }],
      },
    ])
  })
})
