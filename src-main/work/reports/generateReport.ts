/**
 * `reports.generate`: the service renders the report, the workstation puts its cover page in front (the clinic,
 * the patient, local times), the PDF is kept in the account folder, then its row. Nothing is written unless all
 * of that worked.
 */
import { randomUUID } from 'node:crypto'
import { type ChannelParsedArgs, type SavedReport } from '../../../src-shared/contract'
import { isValidReportLocale } from '../../../src-shared/domain/reportLocale'
import type { ReportsStore } from '../../store/accountDb/reports'
import { AppFailure } from '../appFailure'
import type { CoverDetails } from './cover/coverDetails'
import type { ReportDeps } from './reportDeps'
import type { ReportFiles } from './reportFiles'
import { keepReport } from './keepReport'
import { fetchReportPdf } from './reportPdf'

export type GenerateReportArgs = ChannelParsedArgs<'reports.generate'>

const systemTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The record number a clinic keeps in the subject's `meta.patient_id` (text or a number), if any. */
function recordNumberOf(meta: Record<string, unknown> | null): string | null {
  const value = meta?.patient_id
  if (typeof value === 'string' && value.trim()) return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

/** The subject as the service has it now: the cover names them, with their record number and birth date. */
async function subjectOf(deps: ReportDeps, args: GenerateReportArgs): Promise<CoverDetails['subject']> {
  const subject = await deps.api((api) => api.subjects.get(args.datasetId, args.subjectId))
  return {
    name: subject.name || args.subjectName,
    recordNumber: recordNumberOf(subject.meta),
    birthDate: subject.birth_date ?? null,
  }
}

export function createReportGenerator(deps: ReportDeps, store: ReportsStore, files: ReportFiles) {
  const now = deps.now ?? (() => new Date())
  const newId = deps.newId ?? randomUUID
  const timeZone = deps.timeZone ?? systemTimeZone

  return async function generate(args: GenerateReportArgs): Promise<SavedReport> {
    if (!isValidReportLocale(args.locale)) throw new AppFailure('invalid_locale', {}, 'locale')
    await deps.reportsConsent?.(args)
    const [serviceReport, subject, clinic] = await Promise.all([
      fetchReportPdf(deps, args.imageId, args.locale),
      subjectOf(deps, args),
      deps.coverSettings(),
    ])
    const createdAt = now().toISOString()
    const bytes = await deps.addCover(serviceReport, {
      ...clinic,
      locale: args.locale,
      timeZone: timeZone(),
      subject,
      capturedAt: args.visitAt,
      createdAt,
    })
    return keepReport(
      store,
      files,
      {
        id: newId(),
        datasetId: args.datasetId,
        subjectId: args.subjectId,
        subjectName: args.subjectName,
        imageId: args.imageId,
        visitAt: args.visitAt,
        locale: args.locale,
        createdAt,
        kind: 'report',
        sheet: null,
      },
      bytes,
    )
  }
}
