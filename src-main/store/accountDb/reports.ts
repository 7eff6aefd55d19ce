/**
 * The rows of the PDFs kept in an account's folder (`account.sqlite`, table `reports`): the service's reports with
 * their cover and the before/after sheets made here (issue 45, `kind`); files are elsewhere.
 */
import type Database from 'better-sqlite3-multiple-ciphers'
import { SheetInfo } from '../../../src-shared/contract'

export type StoredReportKind = 'report' | 'beforeAfter'

export interface StoredReport {
  id: string
  datasetId: string
  subjectId: string
  subjectName: string | null
  imageId: string
  visitAt: string | null
  locale: string
  createdAt: string
  bytes: number
  sha256: string
  /** Relative to the account folder, e.g. `reports/<id>.pdf`. */
  file: string
  savedPath: string | null
  /** `report`: the service's; `beforeAfter`: a sheet made here. */
  kind: StoredReportKind
  /** A sheet's use, crop, earlier visit and sides; null for a report. */
  sheet: SheetInfo | null
}

export interface ReportsStore {
  /** Adds the report, or replaces the row of the same id (a damaged copy made again). */
  put(report: StoredReport): void
  get(id: string): StoredReport | null
  /** Newest first. */
  forSubject(subjectId: string): StoredReport[]
  /** The newest service report (never a sheet) of this photo in this locale. */
  find(imageId: string, locale: string): StoredReport | null
  setSavedPath(id: string, savedPath: string): void
  remove(id: string): void
  /** How many reports are kept and their bytes (cache info: reports are not cache, "clear cache" keeps them). */
  totals(): { reports: number; bytes: number }
}

interface ReportRow {
  id: string
  dataset_id: string
  subject_id: string
  subject_name: string | null
  image_id: string
  visit_at: string | null
  locale: string
  created_at: string
  bytes: number
  sha256: string
  file: string
  saved_path: string | null
  kind: string
  sheet: string | null
}

/** The sheet's JSON as this module wrote it; a row that does not read (damaged, a later version's) is none. */
function sheetOf(json: string | null): SheetInfo | null {
  if (json === null) return null
  try {
    const parsed = SheetInfo.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const toReport = (row: ReportRow): StoredReport => ({
  id: row.id,
  datasetId: row.dataset_id,
  subjectId: row.subject_id,
  subjectName: row.subject_name,
  imageId: row.image_id,
  visitAt: row.visit_at,
  locale: row.locale,
  createdAt: row.created_at,
  bytes: row.bytes,
  sha256: row.sha256,
  file: row.file,
  savedPath: row.saved_path,
  kind: row.kind === 'beforeAfter' ? 'beforeAfter' : 'report',
  sheet: row.kind === 'beforeAfter' ? sheetOf(row.sheet) : null,
})

export function createReportsStore(db: Database.Database): ReportsStore {
  const upsert = db.prepare<[ReportRow]>(
    `INSERT OR REPLACE INTO reports (id, dataset_id, subject_id, subject_name, image_id, visit_at, locale,
       created_at, bytes, sha256, file, saved_path, kind, sheet)
     VALUES (@id, @dataset_id, @subject_id, @subject_name, @image_id, @visit_at, @locale, @created_at, @bytes,
       @sha256, @file, @saved_path, @kind, @sheet)`,
  )
  const byId = db.prepare<[string], ReportRow>('SELECT * FROM reports WHERE id = ?')
  const bySubject = db.prepare<[string], ReportRow>(
    'SELECT * FROM reports WHERE subject_id = ? ORDER BY created_at DESC, id',
  )
  const byImageLocale = db.prepare<[string, string], ReportRow>(
    // a sheet names the later visit's photo too: never the visit's report (the offline keeper, a FHIR delivery)
    `SELECT * FROM reports WHERE image_id = ? AND locale = ? AND kind = 'report'
     ORDER BY created_at DESC LIMIT 1`,
  )
  const updateSavedPath = db.prepare<[string, string]>('UPDATE reports SET saved_path = ? WHERE id = ?')
  const deleteById = db.prepare<[string]>('DELETE FROM reports WHERE id = ?')
  const summed = db.prepare<[], { reports: number; bytes: number | null }>(
    'SELECT COUNT(*) AS reports, SUM(bytes) AS bytes FROM reports',
  )

  return {
    put: (r) =>
      void upsert.run({
        id: r.id,
        dataset_id: r.datasetId,
        subject_id: r.subjectId,
        subject_name: r.subjectName,
        image_id: r.imageId,
        visit_at: r.visitAt,
        locale: r.locale,
        created_at: r.createdAt,
        bytes: r.bytes,
        sha256: r.sha256,
        file: r.file,
        saved_path: r.savedPath,
        kind: r.kind,
        sheet: r.sheet === null ? null : JSON.stringify(r.sheet),
      }),
    get: (id) => {
      const row = byId.get(id)
      return row ? toReport(row) : null
    },
    forSubject: (subjectId) => bySubject.all(subjectId).map(toReport),
    find: (imageId, locale) => {
      const row = byImageLocale.get(imageId, locale)
      return row ? toReport(row) : null
    },
    setSavedPath: (id, savedPath) => void updateSavedPath.run(savedPath, id),
    remove: (id) => void deleteById.run(id),
    totals: () => {
      const row = summed.get()
      return { reports: row?.reports ?? 0, bytes: row?.bytes ?? 0 }
    },
  }
}
