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
}

export function companiesRepo(db: Db): CompaniesRepo {
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO companies (id, name, created_at) VALUES (?, ?, ?)',
  )
  const select = db.prepare<[string], CompanyRow>('SELECT id, name, created_at FROM companies WHERE id = ?')
  return {
    create(name) {
      const row: CompanyRow = { id: randomUUID(), name, created_at: formatTimestamp(new Date()) }
      insert.run(row.id, row.name, row.created_at)
      return row
    },
    find: (id) => select.get(id) ?? null,
  }
}
