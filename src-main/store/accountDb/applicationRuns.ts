/** Application runs this workstation started, per dataset: the newest one decides how images are analysed. */
import type { AppDb } from './db'

export interface RecordedRun {
  datasetId: string
  applicationId: string
  mode: string
  runId: string
  createdAt: string
}

export interface ApplicationRunsStore {
  record(run: Omit<RecordedRun, 'createdAt'>): void
  /** The newest run this workstation started for the application on the dataset. */
  latest(datasetId: string, applicationId: string): RecordedRun | null
}

export function createApplicationRunsStore(db: AppDb): ApplicationRunsStore {
  const insert = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO application_runs (dataset_id, application_id, mode, run_id, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const latest = db.prepare<
    [string, string],
    { dataset_id: string; application_id: string; mode: string; run_id: string; created_at: string }
  >('SELECT * FROM application_runs WHERE dataset_id = ? AND application_id = ? ORDER BY seq DESC LIMIT 1')
  return {
    record: (run) =>
      void insert.run(run.datasetId, run.applicationId, run.mode, run.runId, new Date().toISOString()),
    latest(datasetId, applicationId) {
      const row = latest.get(datasetId, applicationId)
      return row
        ? {
            datasetId: row.dataset_id,
            applicationId: row.application_id,
            mode: row.mode,
            runId: row.run_id,
            createdAt: row.created_at,
          }
        : null
    },
  }
}
