/**
 * The recall list as CSV for the recall letter (issue 45): RFC 4180 (comma, CRLF, quoted where needed), one line
 * per treatment, and how current the search was under it. A field a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR first) is written with a leading apostrophe (OWASP's advice against CSV injection): names and products
 * are typed by people. Pure.
 */
import type { RecallQuery, RecallResult } from '../../../src-shared/contract'

const HEADER = [
  'performed_at_utc',
  'patient',
  'record_number',
  'dataset',
  'kind',
  'product',
  'lot',
  'visit',
  'subject_id',
  'treatment_id',
]

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function recallCsv(query: RecallQuery, result: RecallResult): string {
  const lines = [HEADER.join(',')]
  for (const hit of result.hits)
    lines.push(
      [
        hit.performedAt,
        hit.subjectName ?? '',
        hit.patientId ?? '',
        hit.datasetName ?? hit.datasetId,
        hit.kind,
        hit.product,
        hit.lot,
        hit.visitKey ?? '',
        hit.subjectId,
        hit.treatmentId,
      ]
        .map(csvField)
        .join(','),
    )
  const said = `product "${query.product}", lot "${query.lot}": ${result.hits.length} found among ${result.searched} patients; patient list as of ${result.asOf ?? 'never read'}`
  lines.push(['#', said, ...HEADER.slice(2).map(() => '')].map(csvField).join(','))
  return `${lines.join('\r\n')}\r\n`
}
