/**
 * `reports.save`: a copy of a kept report where the user chooses (Save dialog, or the browser host's exports
 * folder). The copy is written beside its target and renamed over it, so a failure leaves nothing half-written.
 */
import { dirname } from 'node:path'
import type { ChannelParsedArgs, ChannelResult } from '../../../src-shared/contract'
import { writeFileAtomic } from '../../store/files/atomicFile'
import type { ReportsStore, StoredReport } from '../../store/accountDb/reports'
import type { ReportDeps } from './reportDeps'
import { defaultReportFileName } from './reportFileName'
import { pathOfError, saveFailure } from '../saving/saveFailure'

type SaveArgs = ChannelParsedArgs<'reports.save'>

export function createReportSaver(
  deps: ReportDeps,
  store: ReportsStore,
  verifiedCopy: (report: StoredReport) => Promise<Uint8Array>,
) {
  const writeCopy = deps.writeCopy ?? writeFileAtomic

  return async function save(report: StoredReport, args: SaveArgs): Promise<ChannelResult<'reports.save'>> {
    const bytes = await verifiedCopy(report)
    const fileName = defaultReportFileName(report.subjectName, report.visitAt, report.locale)
    let target: string | null
    try {
      target = await deps.savePlace.choose(fileName, { folder: args.folder, fileName: args.fileName })
    } catch (e) {
      throw saveFailure(e, pathOfError(e) ?? args.folder ?? '')
    }
    if (target === null) return { saved: false, path: null }
    try {
      await writeCopy(target, bytes)
    } catch (e) {
      throw saveFailure(e, dirname(target))
    }
    store.setSavedPath(report.id, target)
    return { saved: true, path: target }
  }
}
