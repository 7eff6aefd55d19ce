import type { SavedReport } from '../../../src-shared/contract'
import type { StoredReport } from '../../store/accountDb/reports'
import { defaultReportFileName } from './reportFileName'

export function toSavedReport(stored: StoredReport): SavedReport {
  const { file: _file, ...report } = stored
  return {
    ...report,
    defaultFileName: defaultReportFileName(stored.subjectName, stored.visitAt, stored.locale),
  }
}
