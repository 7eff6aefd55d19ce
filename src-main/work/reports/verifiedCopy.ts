/**
 * The bytes of a kept report, checked against the sha256 recorded when it was made. A copy that is gone or
 * changed is made again by the service (same photo, same locale) when it can be reached, and the kept copy
 * and its checksum are fixed (the row keeps its id and creation time); otherwise the caller gets `damaged_copy`. The service renders a photo's report from
 * that photo's results, which do not change, so the new copy says what the old one said. A before/after sheet was
 * made here, not by the service: a damaged one is `damaged_copy` (it is made again from the sheet dialog).
 */
import type { ReportsStore, StoredReport } from '../../store/accountDb/reports'
import { AppFailure, toAppError } from '../appFailure'
import type { ReportDeps } from './reportDeps'
import { sha256Of } from '../../store/files/fileBytes'
import type { ReportFiles } from './reportFiles'
import { fetchReportPdf } from './reportPdf'

export function createVerifiedCopyReader(deps: ReportDeps, store: ReportsStore, files: ReportFiles) {
  async function repair(report: StoredReport, problem: string): Promise<Uint8Array> {
    if (report.kind === 'beforeAfter') throw new AppFailure('damaged_copy', {}, null, `${problem} (a sheet)`)
    let bytes: Uint8Array
    try {
      bytes = await fetchReportPdf(deps, report.imageId, report.locale)
    } catch (e) {
      throw new AppFailure('damaged_copy', {}, null, `${problem}; not made again: ${toAppError(e).code}`)
    }
    await files.write(report.file, bytes)
    store.put({ ...report, bytes: bytes.byteLength, sha256: sha256Of(bytes) })
    return bytes
  }

  return async function verifiedCopy(report: StoredReport): Promise<Uint8Array> {
    const bytes = await files.read(report.file)
    if (bytes === null) return repair(report, 'the kept copy is gone')
    if (sha256Of(bytes) !== report.sha256) return repair(report, 'the kept copy does not match its checksum')
    return bytes
  }
}
