import type { Db } from './open'

export interface RunRow {
  seq: number
  id: string
  application_id: string
  dataset_id: string
  /** JSON text of the run's algorithms_flags object. */
  algorithms_flags: string
  /** 1 for the run the service creates itself (Face Skin Metrics runs on every dataset). */
  implicit: number
  creation_time: string
}

export interface RunsRepo {
  /** Inserts the run and returns its seq. */
  insert(row: Omit<RunRow, 'seq'>): number
  /** The highest run seq so far (0 when none): an image records it to know which runs apply to it. */
  lastSeq(): number
  /** The newest explicit run of this application on the dataset with seq ≤ maxSeq. */
  latestExplicit(datasetId: string, applicationId: string, maxSeq: number): RunRow | null
  findImplicit(datasetId: string, applicationId: string): RunRow | null
  /** The applications attached to a dataset (by an explicit run), each with its newest run. */
  attachedTo(datasetId: string): RunRow[]
}

export function runsRepo(db: Db): RunsRepo {
  const insert = db.prepare<[string, string, string, string, number, string]>(
    `INSERT INTO application_runs (id, application_id, dataset_id, algorithms_flags, implicit, creation_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const lastSeq = db.prepare<[], { seq: number | null }>('SELECT MAX(seq) AS seq FROM application_runs')
  const latest = db.prepare<[string, string, number], RunRow>(
    `SELECT * FROM application_runs WHERE dataset_id = ? AND application_id = ? AND implicit = 0 AND seq <= ?
     ORDER BY seq DESC LIMIT 1`,
  )
  const implicit = db.prepare<[string, string], RunRow>(
    'SELECT * FROM application_runs WHERE dataset_id = ? AND application_id = ? AND implicit = 1 LIMIT 1',
  )
  const attached = db.prepare<[string], RunRow>(
    `SELECT * FROM application_runs r WHERE dataset_id = ? AND implicit = 0 AND seq = (
       SELECT MAX(seq) FROM application_runs WHERE dataset_id = r.dataset_id
       AND application_id = r.application_id AND implicit = 0) ORDER BY seq`,
  )
  return {
    attachedTo: (datasetId) => attached.all(datasetId),
    insert: (r) =>
      Number(
        insert.run(r.id, r.application_id, r.dataset_id, r.algorithms_flags, r.implicit, r.creation_time)
          .lastInsertRowid,
      ),
    lastSeq: () => lastSeq.get()?.seq ?? 0,
    latestExplicit: (datasetId, applicationId, maxSeq) =>
      latest.get(datasetId, applicationId, maxSeq) ?? null,
    findImplicit: (datasetId, applicationId) => implicit.get(datasetId, applicationId) ?? null,
  }
}
