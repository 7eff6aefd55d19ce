/** The PDF report of spec 4.1: what the HTTP route calls. */
export { LOCALE_PATTERN, REPORT_LOCALES, resolveReportLocale } from './locale'
export { renderReport } from './render'
export type { ReportInput, ReportMetric } from './types'
