/** The renderer's check of a typed report locale, before anything is sent: the locale to send, or the message key. */
import { isValidReportLocale } from '../../../src-shared/domain/reportLocale'

export type CheckedLocale = { ok: true; locale: string } | { ok: false; key: string }

export function checkReportLocale(typed: string): CheckedLocale {
  const locale = typed.trim()
  if (!locale) return { ok: false, key: 'reportLocale.empty' }
  return isValidReportLocale(locale) ? { ok: true, locale } : { ok: false, key: 'reportLocale.invalid' }
}
