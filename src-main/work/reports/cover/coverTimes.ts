/**
 * The cover page's dates and times, written in the report's language and in the workstation's time zone (the
 * service's own pages use UTC). A locale or zone Intl does not know falls back to English, or to UTC.
 */

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, options)
  } catch {
    return new Intl.DateTimeFormat('en', options)
  }
}

/** The zone as named, when Intl knows it (its own name may be an older alias: Asia/Calcutta), else 'UTC'. */
export function knownTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone
  } catch {
    return 'UTC'
  }
}

/** An instant (ISO 8601 with an offset) as a date and time in the zone; null when it cannot be read. */
export function localDateTime(iso: string | null, locale: string, timeZone: string): string | null {
  if (!iso) return null
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return null
  return formatter(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at)
}

/** A calendar date (YYYY-MM-DD, as a birth date is kept): the same day in every zone. */
export function calendarDate(date: string | null, locale: string): string | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim()) : null
  if (!match) return date?.trim() || null
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  if (Number.isNaN(day.getTime())) return date
  return formatter(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day)
}
