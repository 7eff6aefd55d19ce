/** The file name a report is offered under: `<subject>-<visit date>-<locale>.pdf`, safe on every OS. */
import { cleanFileNamePart } from '../saving/fileNamePart'

const MAX_SUBJECT_CHARS = 80
const FALLBACK_SUBJECT = 'report'

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

/**
 * A before/after sheet's name: for the patient's file `<subject>-before-after-<date>-<locale>.pdf` (the later
 * visit's date); a marketing sheet names nobody: `before-after-<date>.pdf`.
 */
export function defaultSheetFileName(
  purpose: 'patientFile' | 'marketing',
  subjectName: string | null,
  visitAt: string | null,
  locale: string,
): string {
  const date = visitDate(visitAt)
  const parts = ['before-after', ...(date ? [date] : [])]
  if (purpose === 'marketing') return parts.join('-') + '.pdf'
  return [safeFileNamePart(subjectName), ...parts, locale].join('-') + '.pdf'
}
