/** `reports.generate`: the service renders the report, the PDF is kept in the account folder, then its row. */
import { randomUUID } from 'node:crypto'
import { type ChannelParsedArgs, type SavedReport } from '../../../src-shared/contract'
import { isValidReportLocale } from '../../../src-shared/domain/reportLocale'
import type { ReportsStore } from '../../store/reports'
import { AppFailure } from '../appFailure'
import type { ReportDeps } from './reportDeps'
import type { ReportFiles } from './reportFiles'
import { sha256Of } from '../../store/fileBytes'
import { fetchReportPdf } from './reportPdf'
import { toSavedReport } from './savedReport'

export type GenerateReportArgs = ChannelParsedArgs<'reports.generate'>

export function createReportGenerator(deps: ReportDeps, store: ReportsStore, files: ReportFiles) {
  const now = deps.now ?? (() => new Date())
  const newId = deps.newId ?? randomUUID

  return async function generate(args: GenerateReportArgs): Promise<SavedReport> {
    if (!isValidReportLocale(args.locale)) throw new AppFailure('invalid_locale', {}, 'locale')
    const bytes = await fetchReportPdf(deps, args.imageId, args.locale)
    const id = newId()
    const file = files.fileOf(id)
    await files.write(file, bytes)
    const report = {
      id,
      datasetId: args.datasetId,
      subjectId: args.subjectId,
      subjectName: args.subjectName,
      imageId: args.imageId,
      visitAt: args.visitAt,
      locale: args.locale,
      createdAt: now().toISOString(),
      bytes: bytes.byteLength,
      sha256: sha256Of(bytes),
      file,
      savedPath: null,
    }
    try {
      store.put(report)
    } catch (e) {
      await files.remove(file)
      throw e
    }
    return toSavedReport(report)
  }
}
