import { randomUUID } from 'node:crypto'
import { formatTimestamp } from '../time'
import type { Db } from './open'

export interface CompanyRow {
  id: string
  name: string
  created_at: string
}

export interface CompaniesRepo {
  create(name: string): CompanyRow
  find(id: string): CompanyRow | null
  /** Whether the operator enabled the acne application (private beta) for this company. */
  acneEnabled(id: string): boolean
  /** Returns false when there is no such company. */
  setAcneEnabled(id: string, enabled: boolean): boolean
}

export function companiesRepo(db: Db): CompaniesRepo {
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO companies (id, name, created_at) VALUES (?, ?, ?)',
  )
  const select = db.prepare<[string], CompanyRow>('SELECT id, name, created_at FROM companies WHERE id = ?')
  const acne = db.prepare<[string], { acne_enabled: number }>(
    'SELECT acne_enabled FROM companies WHERE id = ?',
  )
  const setAcne = db.prepare<[number, string]>('UPDATE companies SET acne_enabled = ? WHERE id = ?')
  return {
    create(name) {
      const row: CompanyRow = { id: randomUUID(), name, created_at: formatTimestamp(new Date()) }
      insert.run(row.id, row.name, row.created_at)
      return row
    },
    find: (id) => select.get(id) ?? null,
    acneEnabled: (id) => acne.get(id)?.acne_enabled === 1,
    setAcneEnabled: (id, enabled) => setAcne.run(enabled ? 1 : 0, id).changes > 0,
  }
}
