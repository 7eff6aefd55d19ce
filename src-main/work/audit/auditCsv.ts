/**
 * The audit trail as CSV (RFC 4180: comma, CRLF, fields quoted where needed) for a patient's access request or a
 * data-protection audit. A field a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written with a
 * leading apostrophe (OWASP's advice against CSV injection): operator names are typed by people.
 */
import type { AuditChain, AuditEntryView } from '../../../src-shared/contract'

const HEADER = ['seq', 'time_utc', 'operator', 'operator_id', 'action', 'subject_id', 'detail']

function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function auditCsv(entries: readonly AuditEntryView[], chain: AuditChain): string {
  const lines = [HEADER.join(',')]
  for (const e of entries) {
    const detail = Object.entries(e.detail)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ')
    lines.push(
      [String(e.seq), e.at, e.operatorName, e.operatorId, e.action, e.subjectId ?? '', detail]
        .map(field)
        .join(','),
    )
  }
  // The chain's state goes with the entries, so a reader of the file knows whether to trust it.
  lines.push(
    [
      '#',
      chain.intact ? 'chain intact' : `chain broken at entry ${chain.brokenAt ?? '?'}`,
      '',
      '',
      '',
      '',
      '',
    ]
      .map(field)
      .join(','),
  )
  return `${lines.join('\r\n')}\r\n`
}
