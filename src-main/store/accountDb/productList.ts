/**
 * The clinic's product list with its lots (issue 45), kept with the account (`account.sqlite`, table
 * `workstation_state`, key `treatments.products`, sealed with the database): JSON, read by
 * work/treatments/productDesk.ts. Per workstation: the service has no clinic-wide store for it.
 */
import type { AppDb } from './db'

const PRODUCTS_KEY = 'treatments.products'

export function createProductListStore(db: AppDb) {
  const read = db.prepare<[string], { value: string }>('SELECT value FROM workstation_state WHERE key = ?')
  const write = db.prepare<[string, string]>(
    'INSERT INTO workstation_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  )
  return {
    /** The list as saved (JSON), or null when never saved. */
    get: (): string | null => read.get(PRODUCTS_KEY)?.value ?? null,
    set: (json: string): void => void write.run(PRODUCTS_KEY, json),
  }
}
export type ProductListStore = ReturnType<typeof createProductListStore>
