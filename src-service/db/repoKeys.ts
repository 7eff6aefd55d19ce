import type { Db } from './open'

export interface ApiKeyRow {
  id: string
  /** A stable integer id (creation order): the documented dialect's private token id. */
  seq: number
  company_id: string
  name: string
  created_at: string
  /** ISO-8601 UTC, or null for a key that never expires. */
  expires_at: string | null
  revoked: number
}

export interface KeysRepo {
  insert(row: Omit<ApiKeyRow, 'revoked' | 'seq'>): void
  find(id: string): ApiKeyRow | null
  /** Marks the key revoked; returns false when no active key has this id. */
  revoke(id: string): boolean
  /** The company's keys not revoked (expired ones included), oldest first. */
  listActive(companyId: string): ApiKeyRow[]
}

export function keysRepo(db: Db): KeysRepo {
  const insert = db.prepare<[string, string, string, string, string | null]>(
    `INSERT INTO api_keys (id, company_id, name, created_at, expires_at, seq)
     VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM api_keys))`,
  )
  const select = db.prepare<[string], ApiKeyRow>('SELECT * FROM api_keys WHERE id = ?')
  const revoke = db.prepare<[string]>('UPDATE api_keys SET revoked = 1 WHERE id = ? AND revoked = 0')
  const listActive = db.prepare<[string], ApiKeyRow>(
    'SELECT * FROM api_keys WHERE company_id = ? AND revoked = 0 ORDER BY seq',
  )
  return {
    insert: (row) => void insert.run(row.id, row.company_id, row.name, row.created_at, row.expires_at),
    find: (id) => select.get(id) ?? null,
    revoke: (id) => revoke.run(id).changes > 0,
    listActive: (companyId) => listActive.all(companyId),
  }
}
