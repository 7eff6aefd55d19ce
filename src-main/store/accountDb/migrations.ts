/**
 * The account database's migrations, in order; `PRAGMA user_version` is the number applied. Append only: a
 * shipped migration is never edited, a change is a new entry.
 */
export const appMigrations: readonly string[] = [
  `
  CREATE TABLE captures (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    dataset_id TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    subject_name TEXT,
    mode TEXT NOT NULL CHECK (mode IN ('front', 'triplet')),
    state TEXT NOT NULL,
    capture_time TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    batch_id TEXT,
    batch_requested INTEGER NOT NULL DEFAULT 0,
    expect_acne INTEGER,
    processing_since INTEGER,
    problem TEXT,
    rejected TEXT NOT NULL DEFAULT '[]',
    attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX captures_state ON captures(state, seq);
  CREATE UNIQUE INDEX captures_subject_time ON captures(subject_id, capture_time);
  CREATE TABLE capture_sides (
    capture_id TEXT NOT NULL REFERENCES captures(id) ON DELETE CASCADE,
    side TEXT NOT NULL CHECK (side IN ('front', 'left', 'right')),
    position INTEGER NOT NULL,
    file TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    source TEXT NOT NULL,
    file_name TEXT,
    warnings TEXT NOT NULL DEFAULT '[]',
    upload TEXT NOT NULL DEFAULT 'pending' CHECK (upload IN ('pending', 'sending', 'done')),
    image_id TEXT,
    PRIMARY KEY (capture_id, side)
  );
  CREATE TABLE application_runs (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    dataset_id TEXT NOT NULL,
    application_id TEXT NOT NULL,
    mode TEXT NOT NULL,
    run_id TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX application_runs_dataset ON application_runs(dataset_id, application_id, seq);
  CREATE TABLE image_results (
    image_id TEXT PRIMARY KEY,
    json TEXT NOT NULL,
    fetched_at TEXT NOT NULL
  );
  `,
  `
  CREATE TABLE subject_batches (
    batch_id TEXT PRIMARY KEY,
    subject_id TEXT NOT NULL,
    creation_time TEXT,
    images_count INTEGER,
    fetched_at TEXT NOT NULL
  );
  CREATE INDEX subject_batches_subject ON subject_batches(subject_id);
  CREATE TABLE subject_images (
    image_id TEXT PRIMARY KEY,
    subject_id TEXT NOT NULL,
    batch_id TEXT NOT NULL,
    side TEXT,
    original_url TEXT,
    fetched_at TEXT NOT NULL
  );
  CREATE INDEX subject_images_subject ON subject_images(subject_id);
  CREATE INDEX subject_images_batch ON subject_images(batch_id);
  CREATE TABLE subject_history (
    subject_id TEXT NOT NULL,
    since TEXT NOT NULL,
    json TEXT NOT NULL,
    fetched_at TEXT NOT NULL,
    PRIMARY KEY (subject_id, since)
  );
  `,
  // The record cache moved to cache.sqlite (cacheMigrations); this database keeps only what must not be lost.
  `
  CREATE TABLE reports (
    id TEXT PRIMARY KEY,
    dataset_id TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    subject_name TEXT,
    image_id TEXT NOT NULL,
    visit_at TEXT,
    locale TEXT NOT NULL,
    created_at TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    file TEXT NOT NULL,
    saved_path TEXT
  );
  CREATE INDEX reports_subject ON reports(subject_id, created_at);
  DROP TABLE image_results;
  DROP TABLE subject_batches;
  DROP TABLE subject_images;
  DROP TABLE subject_history;
  `,
  // What a capture waits for (the applications attached to its dataset) and how many of its analyses answered.
  `
  ALTER TABLE captures ADD COLUMN expected_apps TEXT;
  ALTER TABLE captures ADD COLUMN analyses_ready INTEGER;
  ALTER TABLE captures ADD COLUMN analyses_total INTEGER;
  `,
  // Face Skin Analysis 3.0's v3 flow: which flow a capture takes, until when its signed links live, whether
  // compute was answered; per side the link its bytes go to (a signed URL: sealed with the database, dropped
  // with the capture)
  `
  ALTER TABLE captures ADD COLUMN flow TEXT;
  ALTER TABLE captures ADD COLUMN links_until INTEGER;
  ALTER TABLE captures ADD COLUMN computed INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE capture_sides ADD COLUMN put_url TEXT;
  ALTER TABLE capture_sides ADD COLUMN put_method TEXT;
  ALTER TABLE capture_sides ADD COLUMN put_headers TEXT;
  ALTER TABLE capture_sides ADD COLUMN target_image_id TEXT;
  `,
  // Operators (issue 27): who signs in to this account's workstation, with a scrypt hash of their passphrase;
  // the sign-in throttle (wrong passphrases in a row), and the audit trail's head (kept here, outside audit.sqlite,
  // so entries cut off its end show)
  `
  CREATE TABLE operators (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    role TEXT NOT NULL,
    passphrase_hash TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
  );
  CREATE TABLE workstation_state (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // The face as the capture screen measured each photo (issue 28), kept until the side's image is known
  `
  ALTER TABLE capture_sides ADD COLUMN face_shot TEXT;
  `,
  // The outbox (issue 29): every write to the service is kept here first and sent from here. `id` is also the
  // workstation reference a created subject carries in its `meta`, so a create whose answer was lost is found again
  `
  CREATE TABLE outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    dataset_id TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    subject_name TEXT,
    payload TEXT NOT NULL,
    state TEXT NOT NULL,
    remote_id TEXT,
    problem TEXT,
    notice TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX outbox_subject ON outbox (subject_id);
  `,
  // The practice software's requests (issue 43): kept until the operator resolves them or the results are sent,
  // across a lock and a restart; `digest` (the file's SHA-256) keeps one file from making two
  `
  CREATE TABLE practice_requests (
    id TEXT PRIMARY KEY,
    digest TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    received_at TEXT NOT NULL,
    patient_number TEXT NOT NULL,
    last_name TEXT,
    first_name TEXT,
    birth_date TEXT,
    sex TEXT,
    receiver TEXT,
    sender TEXT,
    state TEXT NOT NULL,
    held INTEGER NOT NULL DEFAULT 0,
    dataset_id TEXT,
    subject_id TEXT,
    image_id TEXT,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX practice_requests_state ON practice_requests (state, received_at);
  `,
  // The visits' deliveries to the record system (FHIR) and the image archive (DICOMweb), issue 44: one row per
  // target and visit, kept across a restart until sent (or refused, until sent again by hand)
  `
  CREATE TABLE clinical_deliveries (
    target TEXT NOT NULL,
    visit_key TEXT NOT NULL,
    dataset_id TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    image_id TEXT NOT NULL,
    state TEXT NOT NULL,
    queued_at TEXT NOT NULL,
    sent_at TEXT,
    tries INTEGER NOT NULL DEFAULT 0,
    next_try_at TEXT,
    problem TEXT,
    outcome TEXT,
    PRIMARY KEY (target, visit_key)
  );
  CREATE INDEX clinical_deliveries_state ON clinical_deliveries (state, next_try_at);
  `,
  // Issue 45 part 4: a kept PDF is a service report with its cover or a before/after sheet made here; a sheet keeps
  // its use, crop, earlier visit and sides (SheetInfo as JSON). Rows from before are reports.
  `
  ALTER TABLE reports ADD COLUMN kind TEXT NOT NULL DEFAULT 'report' CHECK (kind IN ('report', 'beforeAfter'));
  ALTER TABLE reports ADD COLUMN sheet TEXT;
  `,
]
