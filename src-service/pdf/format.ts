/** Locale-aware formatting of the report's dates and numbers (Intl, always in UTC like the records). */

const RECORD_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/** 'YYYY-MM-DD HH:MM:SS' (UTC) or ISO-8601; null when neither. */
export function parseRecordTime(text: string): Date | null {
  const match = RECORD_TIME.exec(text.trim())
  if (match && !/(?:Z|[+-]\d{2}:?\d{2})$/.test(text.trim())) {
    const [, y, mo, d, h, mi, s] = match
    const date = new Date(
      Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)),
    )
    return Number.isNaN(date.getTime()) ? null : date
  }
  const iso = new Date(text)
  return Number.isNaN(iso.getTime()) ? null : iso
}

export function formatDateTime(text: string, locale: string): string {
  const date = parseRecordTime(text)
  if (!date) return text
  const formatted = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)
  return `${formatted} UTC`
}

export function formatDate(text: string, locale: string): string {
  const match = DATE_ONLY.exec(text.trim())
  if (!match) return text
  const [, y, mo, d] = match
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)))
  if (Number.isNaN(date.getTime())) return text
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
}
