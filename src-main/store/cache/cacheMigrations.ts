/**
 * The cache database's migrations (its own list; `PRAGMA user_version` is the number applied). Append only.
 * Everything here is a disposable copy of the service's records: a damaged file is deleted and rebuilt.
 */
export const cacheMigrations: readonly string[] = [
  `
  CREATE TABLE image_results (
    image_id TEXT PRIMARY KEY,
    json TEXT NOT NULL,
    fetched_at TEXT NOT NULL
  );
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
  CREATE TABLE datasets (
    id TEXT PRIMARY KEY,
    name_key TEXT NOT NULL,
    json TEXT NOT NULL,
    fetched_at TEXT NOT NULL
  );
  CREATE TABLE subjects (
    id TEXT PRIMARY KEY,
    dataset_id TEXT NOT NULL,
    name_key TEXT NOT NULL,
    json TEXT NOT NULL,
    fetched_at TEXT NOT NULL
  );
  CREATE INDEX subjects_dataset ON subjects(dataset_id, name_key);
  CREATE TABLE page_answers (
    channel TEXT NOT NULL,
    args TEXT NOT NULL,
    json TEXT NOT NULL,
    fetched_at TEXT NOT NULL,
    PRIMARY KEY (channel, args)
  );
  CREATE TABLE photo_files (
    image_id TEXT PRIMARY KEY,
    sha256 TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    fetched_at TEXT NOT NULL
  );
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE kept_subjects (
    subject_id TEXT PRIMARY KEY,
    dataset_id TEXT NOT NULL,
    locale TEXT NOT NULL,
    kept_at TEXT NOT NULL,
    visits INTEGER NOT NULL,
    photos INTEGER NOT NULL,
    report_id TEXT
  );
  `,
  `
  CREATE TABLE subject_opened (subject_id TEXT PRIMARY KEY, opened_at TEXT NOT NULL);
  `,
  // An image's dataset, so its record can be read again for a fresh link to its original (signed links expire).
  `
  ALTER TABLE subject_images ADD COLUMN dataset_id TEXT;
  `,
  // Face Skin Analysis 3.0's masks per image and parameter: SVG from the service (untrusted: the renderer
  // sanitises it), kept because its link expires within the hour
  `
  CREATE TABLE image_masks (
    image_id TEXT NOT NULL,
    parameter TEXT NOT NULL,
    svg TEXT NOT NULL,
    fetched_at TEXT NOT NULL,
    PRIMARY KEY (image_id, parameter)
  );
  `,
  // Each photo's face as the workstation that took it measured it (issue 28: the history says how comparable each
  // photo is with the patient's first); JSON of a FaceShot
  `
  CREATE TABLE face_shots (
    image_id TEXT PRIMARY KEY,
    subject_id TEXT NOT NULL,
    json TEXT NOT NULL,
    measured_at TEXT NOT NULL
  );
  CREATE INDEX face_shots_subject ON face_shots(subject_id);
  `,
  // The order in which subjects' copies last changed (issue 29: the roster index reads only what changed since it
  // last looked; `fetched_at` says when a subject was last listed, for retention): each write to the roster takes
  // the next number of `roster_changes`, which only grows (clearing the cache keeps it)
  `
  ALTER TABLE subjects ADD COLUMN change_seq INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX subjects_change_seq ON subjects(change_seq);
  CREATE TABLE roster_changes (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL);
  `,
]
