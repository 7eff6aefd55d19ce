/**
 * The report desk's world: the local service with the demo history (tests/support/world.ts), an API client for
 * the demo company, and a temp account folder whose `account.sqlite` and `cache.sqlite` hold the report and
 * kept-subject tables (the SQL the migrations create), with the report desk over them.
 */
import { join } from 'node:path'
import Database from 'better-sqlite3-multiple-ciphers'
import type { SubjectHistory, Visit } from '../../src-shared/contract'
import { parseServiceTime } from '../../src-shared/domain/serviceTime'
import type { SkinApi } from '../../src-main/api'
import { createReportDesk, type ReportDesk } from '../../src-main/work/reports/reportDesk'
import type { ReportDeps } from '../../src-main/work/reports/reportDeps'
import { createExportsSavePlace } from '../../src-main/work/saving/exportsSavePlace'
import { pdfPath } from '../../src-service/routes/pdf'
import type { RunningService } from '../../src-service/server'
import { inProcessParser } from './inProcessParser'
import { testSeal } from './testSeal'
import { removeDir, tempDir } from './folders'
import { companyApi, demoCompany, findSubject, startTestService } from './world'

export const REPORTS_SQL = `
CREATE TABLE reports (id TEXT PRIMARY KEY, dataset_id TEXT NOT NULL, subject_id TEXT NOT NULL, subject_name TEXT,
  image_id TEXT NOT NULL, visit_at TEXT, locale TEXT NOT NULL, created_at TEXT NOT NULL, bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL, file TEXT NOT NULL, saved_path TEXT,
  kind TEXT NOT NULL DEFAULT 'report' CHECK (kind IN ('report', 'beforeAfter')), sheet TEXT);
CREATE INDEX reports_subject ON reports(subject_id, created_at);`

export const KEPT_SUBJECTS_SQL = `
CREATE TABLE kept_subjects (subject_id TEXT PRIMARY KEY, dataset_id TEXT NOT NULL, locale TEXT NOT NULL,
  kept_at TEXT NOT NULL, visits INTEGER NOT NULL, photos INTEGER NOT NULL, report_id TEXT);`

export type ApiRunner = <T>(call: (api: SkinApi) => Promise<T>) => Promise<T>

export interface Account {
  dir: string
  db: Database.Database
  cache: Database.Database
  close(): Promise<void>
}

export async function openTempAccount(): Promise<Account> {
  const dir = await tempDir('skin-reports-')
  const db = new Database(join(dir, 'account.sqlite'))
  db.exec(REPORTS_SQL)
  const cache = new Database(join(dir, 'cache.sqlite'))
  cache.exec(KEPT_SUBJECTS_SQL)
  return {
    dir,
    db,
    cache,
    async close() {
      db.close()
      cache.close()
      await removeDir(dir)
    },
  }
}

export interface ReportsWorld {
  service: RunningService
  companyId: string
  apiKey: string
  api: SkinApi
  run: ApiRunner
  /** A runner whose service cannot be reached (nothing listens on port 9 of the loopback). */
  offline: ApiRunner
  /** The seeded subject, and a photo of theirs with results. */
  target: { datasetId: string; subjectId: string; subjectName: string; imageId: string }
  /** PDF requests the service received so far. */
  pdfRequests(): number
  close(): Promise<void>
}

export async function startReportsWorld(): Promise<ReportsWorld> {
  // the demo history as the service seeds it, analysed by the real engine
  const service = await startTestService({
    analysisRecordings: undefined,
    seedDemo: true,
    seedHistory: true,
    processingDelayMs: 0,
  })
  const company = demoCompany(service, 'report tests')
  const api = companyApi(service, company, { retries: 0 })
  const unreachable = companyApi(service, company, { baseUrl: 'http://127.0.0.1:9', retries: 0 })
  const subjectName = 'Li Na Chen'
  const { datasetId, subjectId } = await findSubject(api, 'Main clinic', subjectName)
  const records = await api.results.forSubject(subjectId, { pageSize: 100 })
  const imageId = (records[0] as { image_id: string }).image_id
  return {
    service,
    companyId: company.companyId,
    apiKey: company.apiKey,
    api,
    run: (call) => call(api),
    offline: (call) => call(unreachable),
    target: { datasetId, subjectId, subjectName, imageId },
    pdfRequests: () => service.admin.requestCount('POST', pdfPath),
    close: () => service.close(),
  }
}

/**
 * A subject's visits read straight from the service (one per front photo with results, newest first), in the
 * shape of the results desk's `history.forSubject`.
 */
export async function serviceHistory(
  api: SkinApi,
  target: { datasetId: string; subjectId: string },
): Promise<SubjectHistory> {
  const records = await api.results.forSubject(target.subjectId, { pageSize: 100 })
  const analysed = new Set(records.map((r) => (r as { image_id: string }).image_id))
  const visits: Visit[] = []
  for (const batch of await api.batches.all(target.datasetId, target.subjectId)) {
    const at = parseServiceTime(batch.creation_time ?? '')
    for (const image of await api.batches.images({ ...target, batchId: batch.id })) {
      if (!analysed.has(image.id) || at === null) continue
      const capturedAt = new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z')
      visits.push({ imageId: image.id, batchId: batch.id, side: 'front', capturedAt, results: [] })
    }
  }
  visits.sort((a, b) => b.capturedAt.localeCompare(a.capturedAt))
  return {
    subjectId: target.subjectId,
    since: null,
    visits,
    fromCache: false,
    fetchedAt: new Date().toISOString(),
  }
}

/** The report desk of the account, saving into its exports folder unless `overrides` say otherwise. */
export function reportDesk(
  account: Account,
  api: ApiRunner,
  overrides: Partial<ReportDeps> = {},
): ReportDesk {
  return createReportDesk({
    api,
    db: account.db,
    accountDir: account.dir,
    seal: testSeal,
    savePlace: createExportsSavePlace(account.dir),
    coverSettings: async () => ({ clinicName: '', clinicAddress: '', clinicianName: '' }),
    // the cover page as the parser process puts it in front, here (the process: parser-process.test.ts)
    addCover: (report, cover) => inProcessParser().addCover(report, cover),
    ...overrides,
  })
}
