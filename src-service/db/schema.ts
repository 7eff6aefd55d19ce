import type Database from 'better-sqlite3-multiple-ciphers'

/** Ordered migrations; the database's user_version is the number of migrations applied. */
export const migrations: readonly string[] = [
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
  // results repeat their image's subject and capture time (both fixed at upload) so that a subject's
  // results page in index order
  `
  ALTER TABLE companies ADD COLUMN acne_enabled INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE batches (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    subject_id TEXT NOT NULL REFERENCES subjects(id) ON DELETE CASCADE,
    creation_time TEXT NOT NULL
  );
  CREATE INDEX batches_subject ON batches(subject_id, seq);
  CREATE INDEX batches_subject_time ON batches(subject_id, creation_time);
  CREATE TABLE images (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    batch_id TEXT NOT NULL REFERENCES batches(id) ON DELETE CASCADE,
    side_id INTEGER NOT NULL,
    light_id INTEGER NOT NULL,
    name TEXT,
    media_type TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    byte_size INTEGER NOT NULL,
    bytes BLOB,
    runs_seen INTEGER NOT NULL,
    analysis_state TEXT NOT NULL DEFAULT 'pending',
    analysis TEXT,
    creation_time TEXT NOT NULL,
    UNIQUE (batch_id, side_id)
  );
  CREATE INDEX images_pending ON images(analysis_state) WHERE analysis_state = 'pending';
  CREATE TABLE application_runs (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    application_id TEXT NOT NULL,
    dataset_id TEXT NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
    algorithms_flags TEXT NOT NULL,
    implicit INTEGER NOT NULL DEFAULT 0,
    creation_time TEXT NOT NULL
  );
  CREATE INDEX runs_dataset ON application_runs(dataset_id, application_id, seq);
  CREATE TABLE results (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    image_id TEXT NOT NULL REFERENCES images(id) ON DELETE CASCADE,
    subject_id TEXT NOT NULL,
    capture_time TEXT NOT NULL,
    image_seq INTEGER NOT NULL,
    application_id TEXT NOT NULL,
    application_run_id TEXT NOT NULL,
    algorithm_family_tech_name TEXT NOT NULL,
    algorithm_version_id INTEGER NOT NULL,
    is_ok INTEGER NOT NULL,
    result TEXT NOT NULL,
    creation_time TEXT NOT NULL
  );
  CREATE INDEX results_image ON results(image_id, seq);
  CREATE INDEX results_subject ON results(subject_id, capture_time DESC, image_seq DESC, seq);
  CREATE INDEX results_family ON results(subject_id, algorithm_family_tech_name, capture_time DESC, image_seq DESC);
  `,
  // a dataset's policies for its originals (documented dialect); an image whose original was erased by them
  `
  ALTER TABLE datasets ADD COLUMN expire_images_after_days INTEGER;
  ALTER TABLE datasets ADD COLUMN clean_images_as_soon_as_ready INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE images ADD COLUMN original_erased INTEGER NOT NULL DEFAULT 0;
  `,
  // stable integer ids of users and keys (the documented dialect's), in creation order; a user's MFA switch
  `
  ALTER TABLE users ADD COLUMN seq INTEGER;
  UPDATE users SET seq = rowid;
  CREATE UNIQUE INDEX users_seq ON users(seq);
  ALTER TABLE users ADD COLUMN mfa_enabled INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE api_keys ADD COLUMN seq INTEGER;
  UPDATE api_keys SET seq = rowid;
  CREATE UNIQUE INDEX api_keys_seq ON api_keys(seq);
  `,
  // Face Skin Analysis 3.0 (v3 upload): a batch made by the v3 upload, its sides' reserved image ids (the bytes
  // arrive by PUT to the storage host), whether compute was called; an image's flow ('held' images wait for
  // compute) and where its analysis found what it counted (the masks' geometry)
  `
  CREATE TABLE v3_batches (
    batch_id TEXT PRIMARY KEY REFERENCES batches(id) ON DELETE CASCADE,
    computed INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE v3_slots (
    image_id TEXT PRIMARY KEY,
    batch_id TEXT NOT NULL REFERENCES v3_batches(batch_id) ON DELETE CASCADE,
    side_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    UNIQUE (batch_id, side_id)
  );
  ALTER TABLE images ADD COLUMN api_version INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE images ADD COLUMN features TEXT;
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
