import type { Db } from './open'

export interface ApiKeyRow {
  id: string
  company_id: string
  name: string
  created_at: string
  /** ISO-8601 UTC, or null for a key that never expires. */
  expires_at: string | null
  revoked: number
}

export interface KeysRepo {
  insert(row: Omit<ApiKeyRow, 'revoked'>): void
  find(id: string): ApiKeyRow | null
  /** Marks the key revoked; returns false when no active key has this id. */
  revoke(id: string): boolean
  listActive(companyId: string): ApiKeyRow[]
}

export function keysRepo(db: Db): KeysRepo {
  const insert = db.prepare<[string, string, string, string, string | null]>(
    'INSERT INTO api_keys (id, company_id, name, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
  const select = db.prepare<[string], ApiKeyRow>('SELECT * FROM api_keys WHERE id = ?')
  const revoke = db.prepare<[string]>('UPDATE api_keys SET revoked = 1 WHERE id = ? AND revoked = 0')
  const listActive = db.prepare<[string], ApiKeyRow>(
    'SELECT * FROM api_keys WHERE company_id = ? AND revoked = 0 ORDER BY created_at, rowid',
  )
  return {
    insert: (row) => void insert.run(row.id, row.company_id, row.name, row.created_at, row.expires_at),
    find: (id) => select.get(id) ?? null,
    revoke: (id) => revoke.run(id).changes > 0,
    listActive: (companyId) => listActive.all(companyId),
  }
}
