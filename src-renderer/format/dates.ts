/** Dates shown in the UI language. Pure, so the unit tests can pin the behaviour. */
import { dateTimeFormat } from './intlCache'

const DAY_MS = 86_400_000

/** A timestamp such as `createdAt`, shown as a date in the reader's time zone. */
export function formatDate(iso: string | null, language: string): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(date)
}

/** A calendar date such as a birth date (`1980-04-02`): no time zone may move it to another day. */
export function formatCalendarDate(value: string | null, language: string): string | null {
  if (!value) return null
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

/** Whole days from `now` until `iso` (negative once past); null when there is no valid date. */
export function daysUntil(iso: string | null, now: Date): number | null {
  if (!iso) return null
  const time = new Date(iso).getTime()
  if (Number.isNaN(time)) return null
  return Math.floor((time - now.getTime()) / DAY_MS)
}

export const KEY_EXPIRY_WARNING_DAYS = 14

export type KeyExpiry = { kind: 'none' } | { kind: 'valid' | 'soon' | 'expired'; date: string }

export function keyExpiry(keyExpiresAt: string | null, now: Date, language: string): KeyExpiry {
  const days = daysUntil(keyExpiresAt, now)
  const date = formatDate(keyExpiresAt, language)
  if (days === null || date === null) return { kind: 'none' }
  if (days < 0) return { kind: 'expired', date }
  return { kind: days < KEY_EXPIRY_WARNING_DAYS ? 'soon' : 'valid', date }
}

/** A moment such as when a capture was taken: date and time, in the reader's time zone. */
export function formatDateTime(iso: string | null, language: string): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** A moment within the next minutes (when a delivery is tried again): the time only, in the reader's time zone. */
export function formatTime(iso: string | null, language: string): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return dateTimeFormat(language, { timeStyle: 'short' }).format(date)
}
