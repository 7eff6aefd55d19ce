/**
 * How a kept PDF is named on screen: a report by its language; a before/after sheet by its use, with its language
 * beside it; and the visit line: a report's visit, a sheet's two visits.
 */
import type { TFunction } from 'i18next'
import type { SavedReport } from '../../../src-shared/contract'
import { formatDate, formatDateTime } from '../../format/dates'
import { reportLocaleLabel } from '../reportLocale/reportLocaleName'

export function reportTitle(t: TFunction, report: SavedReport, language: string): string {
  const locale = reportLocaleLabel(report.locale, language)
  if (report.kind !== 'beforeAfter' || !report.sheet) return locale
  return t('reports.sheetTitle', { use: t(`reports.sheetUse.${report.sheet.purpose}`), language: locale })
}

/** "Visit of …" for a report; "Visits of … and …" for a sheet; null when the dates are not known. */
export function reportVisits(t: TFunction, report: SavedReport, language: string): string | null {
  if (report.kind === 'beforeAfter' && report.sheet) {
    const before = formatDate(report.sheet.beforeAt, language)
    const after = formatDate(report.visitAt, language)
    return before && after ? t('reports.sheetVisits', { before, after }) : null
  }
  const visit = formatDateTime(report.visitAt, language)
  return visit ? t('reports.visitOf', { date: visit }) : null
}
