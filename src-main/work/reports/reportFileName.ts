/** The file name a report is offered under: `<subject>-<visit date>-<locale>.pdf`, safe on every OS. */

const MAX_SUBJECT_CHARS = 80
const FALLBACK_SUBJECT = 'report'

// Path separators, characters Windows forbids, control characters (C0, DEL, C1) and the invisible
// direction marks that could make "x<U+202E>fdp.exe" show as "xexe.pdf".
const UNSAFE = /[/\\:*?"<>|\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i

/** `name` without path characters, control characters or leading dots, at most `maxChars` long; maybe ''. */
export function cleanFileNamePart(name: string, maxChars: number): string {
  const spaced = name.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ')
  const capped = Array.from(spaced.replace(/^[\s.]+/, ''))
    .slice(0, maxChars)
    .join('')
  // Windows drops trailing dots and spaces, so "a." and "a" would be the same file there.
  const trimmed = capped.replace(/[\s.]+$/, '')
  return WINDOWS_RESERVED.test(trimmed) ? `${trimmed}_` : trimmed
}

/** A subject name (data from the service) made fit to be part of a file name; never empty. */
export function safeFileNamePart(name: string | null): string {
  return cleanFileNamePart(name ?? '', MAX_SUBJECT_CHARS) || FALLBACK_SUBJECT
}

/** YYYY-MM-DD of the visit on this workstation's calendar; null when unknown or unreadable. */
export function visitDate(visitAt: string | null): string | null {
  if (visitAt === null) return null
  const at = new Date(visitAt)
  if (Number.isNaN(at.getTime())) return null
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
}

/** The locale has passed isValidReportLocale, so it holds only letters, digits and hyphens. */
export function defaultReportFileName(
  subjectName: string | null,
  visitAt: string | null,
  locale: string,
): string {
  const date = visitDate(visitAt)
  return [safeFileNamePart(subjectName), ...(date ? [date] : []), locale].join('-') + '.pdf'
}
