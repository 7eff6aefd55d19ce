/**
 * A PDF kept with the subject's reports (a service report with its cover, or a before/after sheet made here): the
 * sealed file first (reportFiles.ts, atomic), then its row; a row that cannot be written takes the file with it.
 * Nothing is kept unless both are.
 */
import type { SavedReport } from '../../../src-shared/contract'
import type { ReportsStore, StoredReport } from '../../store/accountDb/reports'
import { sha256Of } from '../../store/files/fileBytes'
import type { ReportFiles } from './reportFiles'
import { toSavedReport } from './savedReport'

/** What the maker says of a PDF; its file, size, checksum and saved place are the keeper's. */
export type KeptFields = Omit<StoredReport, 'file' | 'bytes' | 'sha256' | 'savedPath'>

export async function keepReport(
  store: ReportsStore,
  files: ReportFiles,
  fields: KeptFields,
  bytes: Uint8Array,
): Promise<SavedReport> {
  const file = files.fileOf(fields.id)
  await files.write(file, bytes)
  const report: StoredReport = {
    ...fields,
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
