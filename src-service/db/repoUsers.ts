import type { Db } from './open'

export interface UserRow {
  id: string
  company_id: string
  username: string
  password_hash: string
  created_at: string
}

export interface UsersRepo {
  insert(row: UserRow): void
  find(id: string): UserRow | null
  findByUsername(username: string): UserRow | null
}

export function usersRepo(db: Db): UsersRepo {
  const insert = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO users (id, company_id, username, password_hash, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const select = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?')
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?')
  return {
    insert: (r) => void insert.run(r.id, r.company_id, r.username, r.password_hash, r.created_at),
    find: (id) => select.get(id) ?? null,
    findByUsername: (username) => byName.get(username) ?? null,
  }
}
