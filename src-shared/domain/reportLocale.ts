/**
 * The one check of a report locale (spec 2.4), run by the renderer before anything is sent and by main again.
 * Pure; imports nothing.
 */

/** Spec 2.4: 2 or 3 letters, then zero or more groups of a hyphen and 2 to 8 letters or digits. */
export const REPORT_LOCALE_PATTERN = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/
/** Longer than any real language tag (BCP 47 advises 35); the spec's pattern alone has no limit. */
export const REPORT_LOCALE_MAX_LENGTH = 35
/** The locales the service's report generator translates (others fall back to their language, then en). */
export const REPORT_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'ru', 'ja'] as const

export function isValidReportLocale(locale: string): boolean {
  return locale.length <= REPORT_LOCALE_MAX_LENGTH && REPORT_LOCALE_PATTERN.test(locale)
}
