/**
 * The results file for the PVS (issue 43): once a capture of a patient with a waiting examination request (6302)
 * is done, that request is `analysed`; then, at each look at the folder, its 6310 is written: one test per metric
 * of the visit's photo, the findings line in the report's language, and the visit's PDF (made as reports.generate
 * makes it) saved in the exchange folder beside it. The results file goes whole (a temporary file, then linked to
 * its name) and never over one the PVS has not read yet: it waits for the next look instead, since the PVS reads
 * only its one agreed name. Then the request is answered and the audit trail says so.
 */
import { join } from 'node:path'
import type { PracticeSettings, QueueItem, ResultRecord } from '../../../src-shared/contract'
import type { PracticeRequestRow, PracticeStore } from '../../store/accountDb/practiceRequests'
import { look, writeWhole } from './exchangeFolder'
import { findingsLine } from './findings'
import { resultRecord, writeGdt, type ResultTest } from './gdt'
import { resultsFileName } from './practiceSettings'

export interface ResultsDeps {
  store: PracticeStore
  settings(): PracticeSettings
  /** The service's id of a subject created here (its local id), once its create was sent. */
  sentAs(localId: string): string | null
  results(imageId: string): Promise<ResultRecord[]>
  /** The visit's PDF report in `locale` (made as reports.generate makes it). */
  pdf(row: PracticeRequestRow, imageId: string, locale: string): Promise<Uint8Array>
  reportLocale(): Promise<string>
  /** The results file was written: the audit entry (practice.resultsSent). */
  sent(row: PracticeRequestRow): void
  onError(error: unknown): void
  now(): Date
}

/** One test per metric: each record's face (first) area's main metric, with a number for its value. */
export function testsOf(records: readonly ResultRecord[]): ResultTest[] {
  const tests: ResultTest[] = []
  for (const record of records) {
    const metric = record.result.area_results[0]?.main_metric
    const value = typeof metric?.value === 'string' ? Number(metric.value) : metric?.value
    if (!metric || typeof value !== 'number' || !Number.isFinite(value)) continue
    tests.push({
      ident: metric.tech_name,
      name: metric.name,
      value: String(Math.round(value * 100) / 100),
      unit: metric.units ?? '',
    })
  }
  return tests
}

const safePart = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32)
const dayOf = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '')

export function createPracticeResults(deps: ResultsDeps) {
  const at = () => deps.now().toISOString()
  const sameSubject = (row: PracticeRequestRow, subjectId: string) =>
    row.subject_id === subjectId || (row.subject_id !== null && deps.sentAs(row.subject_id) === subjectId)

  async function write(row: PracticeRequestRow, settings: PracticeSettings): Promise<boolean> {
    const target = join(settings.folder, resultsFileName(settings))
    if (await look(target)) return false // the PVS has not read the last one yet
    const imageId = row.image_id ?? ''
    const measuredAt = deps.now()
    const locale = await deps.reportLocale()
    const tests = testsOf(await deps.results(imageId))
    const pdfName = `${settings.pvsName}${settings.ownName}_${safePart(row.patient_number)}_${dayOf(measuredAt)}.pdf`
    const pdfPath = join(settings.folder, pdfName)
    const pdf = await deps
      .pdf(row, imageId, locale)
      .then(async (bytes) => (await writeWhole(pdfPath, bytes, { replace: true })) && pdfPath)
      .catch((e: unknown) => {
        deps.onError(e) // a visit without a report (no consent to reports, a 3.0 visit) still sends its metrics
        return null
      })
    const record = resultRecord({
      receiver: settings.pvsName,
      sender: settings.ownName,
      patientNumber: row.patient_number,
      findings: findingsLine(locale, tests.length, measuredAt),
      tests,
      pdf: pdf ? { path: pdf, description: locale.startsWith('de') ? 'Hautanalyse' : 'Skin analysis' } : null,
      measuredAt,
    })
    return writeWhole(target, writeGdt(record, { charset: settings.charset, version: settings.version }))
  }

  /** The answers whose last try found the PVS's last file still unread (each waits for the next look). */
  const deferred = new Set<string>()

  return {
    /** How many answers wait for the PVS to read the last results file. */
    waiting: (): number => deferred.size,

    /** A capture moved: done, of a patient with an examination waiting → that request is to be answered. */
    captureChanged(item: QueueItem): void {
      if (item.state !== 'done') return
      const row = deps.store.inState('examining').find((r) => sameSubject(r, item.subjectId))
      const side =
        item.sides.find((s) => s.side === 'front' && s.imageId) ?? item.sides.find((s) => s.imageId)
      if (!row || !side?.imageId) return
      const change = {
        state: 'analysed' as const,
        image_id: side.imageId,
        subject_id: item.subjectId,
        dataset_id: item.datasetId,
      }
      deps.store.update(row.id, change, at())
    },

    /** Writes each answer due, oldest first; one that cannot go now waits for the next look. */
    async writeDue(): Promise<void> {
      const settings = deps.settings()
      for (const row of deps.store.inState('analysed')) {
        const written = await write(row, settings).catch((e: unknown) => {
          deps.onError(e)
          return false
        })
        if (!written) {
          deferred.add(row.id)
          return
        }
        deferred.delete(row.id)
        deps.store.update(row.id, { state: 'answered' }, at())
        deps.sent(row)
      }
    },
  }
}
export type PracticeResults = ReturnType<typeof createPracticeResults>
