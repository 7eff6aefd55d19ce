/**
 * Settings → Products, pure: what does not hold in the list before it is saved (each an error key under
 * `products.error.`, by `<product index>` or `<product index>-<lot index>`), and the list trimmed as main keeps it.
 * A product needs a name, unique (without case) within its kind; a lot needs its name, unique within its product;
 * an expiry is a date or nothing.
 */
import type { Product } from '../../../../src-shared/contract'

export type ProductErrors = Record<string, string>

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

export function checkProducts(products: readonly Product[]): ProductErrors {
  const errors: ProductErrors = {}
  const names = new Set<string>()
  products.forEach((product, p) => {
    const name = `${product.kind}:${product.name.trim().toLowerCase()}`
    if (product.name.trim() === '') errors[`${p}`] = 'nameNeeded'
    else if (names.has(name)) errors[`${p}`] = 'nameTwice'
    names.add(name)
    const lots = new Set<string>()
    product.lots.forEach((lot, l) => {
      const key = lot.lot.trim().toLowerCase()
      if (key === '') errors[`${p}-${l}`] = 'lotNeeded'
      else if (lots.has(key)) errors[`${p}-${l}`] = 'lotTwice'
      else if (lot.expiry !== null && !isDay(lot.expiry)) errors[`${p}-${l}`] = 'expiry'
      lots.add(key)
    })
  })
  return errors
}

/** The list as it is saved: names and lots trimmed, an empty expiry as none. */
export function trimmedProducts(products: readonly Product[]): Product[] {
  return products.map((p) => ({
    ...p,
    name: p.name.trim(),
    lots: p.lots.map((l) => ({ ...l, lot: l.lot.trim(), expiry: l.expiry === '' ? null : l.expiry })),
  }))
}
