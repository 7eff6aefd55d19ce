/** The report channels of one account: generate, list, open, save, show in folder, remove. */
import type { ChannelResult, SavedReport } from '../../../src-shared/contract'
import { isFile } from '../../store/files/fileBytes'
import { createReportsStore, type StoredReport } from '../../store/accountDb/reports'
import { AppFailure } from '../appFailure'
import { createReportGenerator } from './generateReport'
import { keepReport, type KeptFields } from './keepReport'
import type { ReportDeps } from './reportDeps'
import { createReportFiles } from './reportFiles'
import { createReportSaver } from './saveReport'
import { toSavedReport } from './savedReport'
import { createVerifiedCopyReader } from './verifiedCopy'

export function createReportDesk(deps: ReportDeps) {
  const store = createReportsStore(deps.db)
  const files = createReportFiles(deps.accountDir, deps.seal)
  const verifiedCopy = createVerifiedCopyReader(deps, store, files)
  const saveCopy = createReportSaver(deps, store, verifiedCopy)

  const known = (reportId: string): StoredReport => {
    const report = store.get(reportId)
    if (!report) throw new AppFailure('not_found', {}, 'reportId', 'no such report on this workstation')
    return report
  }

  return {
    generate: createReportGenerator(deps, store, files),

    /** Keeps a PDF made elsewhere (a before/after sheet, work/sheets/) with the subject's reports. */
    keep: (fields: KeptFields, bytes: Uint8Array): Promise<SavedReport> =>
      keepReport(store, files, fields, bytes),

    /** Newest first; a row whose file was deleted outside the app is left out. */
    async list({ subjectId }: { subjectId: string }): Promise<SavedReport[]> {
      const reports = store.forSubject(subjectId)
      const present = await Promise.all(reports.map((r) => files.exists(r.file)))
      return reports.filter((_, i) => present[i]).map(toSavedReport)
    },

    async open({ reportId }: { reportId: string }): Promise<ChannelResult<'reports.open'>> {
      // A copy of its own: a Uint8Array that crosses the bridge must own a plain ArrayBuffer.
      return { bytes: new Uint8Array(await verifiedCopy(known(reportId))) }
    },

    save: (args: { reportId: string; folder: string | null; fileName: string | null }) =>
      saveCopy(known(args.reportId), args),

    /** The user's saved copy when it is still there, else the copy in the account folder. */
    async showInFolder({ reportId }: { reportId: string }): Promise<ChannelResult<'reports.showInFolder'>> {
      const report = known(reportId)
      const reveal = deps.savePlace.reveal?.bind(deps.savePlace)
      if (!reveal) return { shown: false }
      const saved = report.savedPath
      reveal(saved !== null && (await isFile(saved)) ? saved : files.pathOf(report.file))
      return { shown: true }
    },

    /** Drops the app's copy and its row; a copy the user saved elsewhere is theirs and stays. */
    async remove({ reportId }: { reportId: string }): Promise<Record<string, never>> {
      const report = store.get(reportId)
      if (report) {
        store.remove(reportId)
        await files.remove(report.file)
      }
      return {}
    },

    /** The newest kept report of a photo in a locale (the offline keeper makes one only when there is none). */
    async find(imageId: string, locale: string): Promise<SavedReport | null> {
      const report = store.find(imageId, locale)
      return report && (await files.exists(report.file)) ? toSavedReport(report) : null
    },

    get(reportId: string): SavedReport | null {
      const report = store.get(reportId)
      return report ? toSavedReport(report) : null
    },
  }
}
export type ReportDesk = ReturnType<typeof createReportDesk>
