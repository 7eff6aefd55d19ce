/** Subjects kept available offline (`cache.sqlite`, table `kept_subjects`): cache, so "clear cache" may drop them. */
import type Database from 'better-sqlite3-multiple-ciphers'
import type { KeptSubject } from '../../../src-shared/contract'

export interface KeptSubjectsStore {
  put(kept: KeptSubject): void
  get(subjectId: string): KeptSubject | null
  count(): number
}

interface KeptRow {
  subject_id: string
  dataset_id: string
  locale: string
  kept_at: string
  visits: number
  photos: number
  report_id: string | null
}

const toKept = (row: KeptRow): KeptSubject => ({
  subjectId: row.subject_id,
  datasetId: row.dataset_id,
  locale: row.locale,
  keptAt: row.kept_at,
  visits: row.visits,
  photos: row.photos,
  reportId: row.report_id,
})

export function createKeptSubjectsStore(db: Database.Database): KeptSubjectsStore {
  const upsert = db.prepare<[KeptRow]>(
    `INSERT OR REPLACE INTO kept_subjects (subject_id, dataset_id, locale, kept_at, visits, photos, report_id)
     VALUES (@subject_id, @dataset_id, @locale, @kept_at, @visits, @photos, @report_id)`,
  )
  const bySubject = db.prepare<[string], KeptRow>('SELECT * FROM kept_subjects WHERE subject_id = ?')
  const counted = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM kept_subjects')

  return {
    put: (k) =>
      void upsert.run({
        subject_id: k.subjectId,
        dataset_id: k.datasetId,
        locale: k.locale,
        kept_at: k.keptAt,
        visits: k.visits,
        photos: k.photos,
        report_id: k.reportId,
      }),
    get: (subjectId) => {
      const row = bySubject.get(subjectId)
      return row ? toKept(row) : null
    },
    count: () => counted.get()?.n ?? 0,
  }
}
