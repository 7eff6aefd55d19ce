import type { SavedReport } from '../../../src-shared/contract'
import type { StoredReport } from '../../store/accountDb/reports'
import { defaultReportFileName, defaultSheetFileName } from './reportFileName'

/** A kept row as the screens see it: a marketing sheet's name offered names nobody (the row keeps whose it is). */
export function toSavedReport(stored: StoredReport): SavedReport {
  const { file: _file, ...report } = stored
  const { subjectName, visitAt, locale, sheet } = stored
  const defaultFileName =
    stored.kind === 'beforeAfter'
      ? defaultSheetFileName(sheet?.purpose ?? 'marketing', subjectName, visitAt, locale)
      : defaultReportFileName(subjectName, visitAt, locale)
  return { ...report, defaultFileName }
}
