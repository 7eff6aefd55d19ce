import { reportStrings, type ReportStrings } from './locales'
import { en } from './locales/en'

/** Spec 2.4: 2 or 3 letters, then zero or more `-` groups of 2 to 8 letters or digits. */
export const LOCALE_PATTERN: RegExp = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/

export const REPORT_LOCALES: readonly string[] = Object.freeze(Object.keys(reportStrings))

/** service-gaps.md: exact match (case-insensitive), else the language part, else 'en'. */
export function resolveReportLocale(locale: string): string {
  const wanted = locale.trim().toLowerCase()
  const exact = REPORT_LOCALES.find((known) => known.toLowerCase() === wanted)
  if (exact) return exact
  const language = wanted.split('-')[0] ?? ''
  return REPORT_LOCALES.find((known) => known.toLowerCase() === language) ?? 'en'
}

export function stringsFor(resolvedLocale: string): ReportStrings {
  return reportStrings[resolvedLocale] ?? en
}

/** The locale Intl formats dates and numbers with: the requested one when Intl knows it (so 'de-AT' gets Austrian month names), else the resolved one. */
export function formattingLocale(requested: string, resolved: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([requested]).length > 0 ? requested : resolved
  } catch {
    return resolved
  }
}
