import type { Db } from './open'

export interface UserRow {
  id: string
  /** A stable integer id (creation order): the documented sign-in's `id`. */
  seq: number
  company_id: string
  username: string
  password_hash: string
  created_at: string
  /** 1: the user has MFA, so signing in with the password alone is refused. */
  mfa_enabled: number
}

export type NewUser = Omit<UserRow, 'seq' | 'mfa_enabled'> & Partial<Pick<UserRow, 'mfa_enabled'>>

export interface UsersRepo {
  insert(row: NewUser): void
  find(id: string): UserRow | null
  findByUsername(username: string): UserRow | null
}

export function usersRepo(db: Db): UsersRepo {
  const insert = db.prepare<[string, string, string, string, string, number]>(
    `INSERT INTO users (id, company_id, username, password_hash, created_at, mfa_enabled, seq)
     VALUES (?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM users))`,
  )
  const select = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?')
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?')
  return {
    insert: (r) =>
      void insert.run(r.id, r.company_id, r.username, r.password_hash, r.created_at, r.mfa_enabled ?? 0),
    find: (id) => select.get(id) ?? null,
    findByUsername: (username) => byName.get(username) ?? null,
  }
}
