import type Database from 'better-sqlite3'

/** Ordered migrations; the database's user_version is the number of migrations applied. */
const migrations: readonly string[] = [
  `
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE companies (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT,
    revoked INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    company_id TEXT NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE datasets (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    image_type_id INTEGER NOT NULL,
    creation_time TEXT NOT NULL
  );
  CREATE INDEX datasets_company ON datasets(company_id, seq);
  CREATE TABLE subjects (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    dataset_id TEXT NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    search_name TEXT NOT NULL,
    birth_date TEXT,
    biological_sex TEXT,
    meta TEXT,
    author_id TEXT,
    creation_time TEXT NOT NULL
  );
  CREATE INDEX subjects_dataset ON subjects(dataset_id, seq);
  `,
]

export const schemaVersion = migrations.length

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true })
  const from = typeof current === 'number' ? current : 0
  if (from > migrations.length) {
    throw new Error(`Database schema version ${from} is newer than this service (${migrations.length})`)
  }
  const apply = db.transaction(() => {
    for (const sql of migrations.slice(from)) db.exec(sql)
    db.pragma(`user_version = ${migrations.length}`)
  })
  apply()
}
