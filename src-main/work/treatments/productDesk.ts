/**
 * The clinic's product list (issue 45): everyone signed in reads it (a new treatment offers the products of its
 * kind and their active lots), administrators set it whole (ipc/access.ts). Checked before it is kept: a name,
 * ids and names unique, a lot named once per product, expiries real days.
 */
import { randomUUID } from 'node:crypto'
import { Product } from '../../../src-shared/contract'
import type { ProductListStore } from '../../store/accountDb/productList'
import { AppFailure } from '../appFailure'

const invalid = (field: string) => new AppFailure('validation', { message: '' }, field)

const isDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day
}

/** The list checked, by name; a product without an id gets one. Throws the first problem (`products.<i>.<field>`). */
export function checkedProducts(list: readonly Product[]): Product[] {
  const names = new Set<string>()
  const ids = new Set<string>()
  const checked = list.map((product, i) => {
    const name = product.name.trim()
    const key = `${product.kind}:${name.toLocaleLowerCase()}`
    if (name === '' || names.has(key)) throw invalid(`products.${i}.name`)
    names.add(key)
    const id = product.id.trim() || randomUUID()
    if (ids.has(id)) throw invalid(`products.${i}.id`)
    ids.add(id)
    const lots = new Set<string>()
    for (const [j, lot] of product.lots.entries()) {
      const lotKey = lot.lot.toLocaleLowerCase()
      if (lot.lot === '' || lots.has(lotKey)) throw invalid(`products.${i}.lots.${j}.lot`)
      lots.add(lotKey)
      if (lot.expiry !== null && !isDay(lot.expiry)) throw invalid(`products.${i}.lots.${j}.expiry`)
    }
    return { ...product, id, name }
  })
  return checked.sort((a, b) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind))
}

export function createProductDesk(store: ProductListStore) {
  const list = (): Product[] => {
    const saved = store.get()
    if (saved === null) return []
    try {
      const parsed = Product.array().safeParse(JSON.parse(saved))
      return parsed.success ? parsed.data : []
    } catch {
      return []
    }
  }
  return {
    list: async (): Promise<Product[]> => list(),
    async set(next: readonly Product[]): Promise<Product[]> {
      const checked = checkedProducts(next)
      store.set(JSON.stringify(checked))
      return list()
    },
  }
}
export type ProductDesk = ReturnType<typeof createProductDesk>
