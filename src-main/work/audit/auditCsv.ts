/**
 * The audit trail as CSV (RFC 4180: comma, CRLF, fields quoted where needed) for a patient's access request or a
 * data-protection audit. A field a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written with a
 * leading apostrophe (OWASP's advice against CSV injection): operator names are typed by people.
 */
import type { AuditChain, AuditEntryView, AuditFinding } from '../../../src-shared/contract'
import {
  AUDIT_BY_WORKSTATION,
  AUDIT_CONNECT_OPERATOR,
  AUDIT_UNKNOWN_OPERATOR,
} from '../../../src-shared/contractValues'

const HEADER = ['seq', 'time_utc', 'operator', 'operator_id', 'action', 'subject_id', 'detail']

/**
 * Who made an entry no operator made, in words (the file is English, as its findings are); the id column keeps the
 * id. An operator's own name always wins, should someone have been called "connect".
 */
const NOBODY: Record<string, string> = {
  [AUDIT_CONNECT_OPERATOR]: 'the connect screen (nobody signed in)',
  [AUDIT_UNKNOWN_OPERATOR]: 'nobody signed in',
  [AUDIT_BY_WORKSTATION]: 'the workstation itself',
}
const operatorOf = (e: AuditEntryView) =>
  e.operatorName === e.operatorId ? (NOBODY[e.operatorId] ?? e.operatorName) : e.operatorName

function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** What the anchor found, as a line of its own under the entries (issue 41). */
export function findingText(f: AuditFinding): string {
  const range = f.from !== null && f.to !== null ? `entries ${f.from}-${f.to}` : 'the entries before'
  const said = `(said by entry ${f.seq} at ${f.at})`
  if (f.kind === 'missing')
    return `${range} missing: cut off, or the folder copied back from before them ${said}`
  if (f.kind === 'setAside')
    return `${range} in the trail set aside unreadable as ${f.file ?? '?'} after a data key loss ${said}`
  return `entries 1-${f.to ?? '?'} had no anchor in the keychain ${said}`
}

export function auditCsv(
  entries: readonly AuditEntryView[],
  chain: AuditChain,
  findings: readonly AuditFinding[] = [],
): string {
  const lines = [HEADER.join(',')]
  for (const e of entries) {
    const detail = Object.entries(e.detail)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ')
    lines.push(
      [String(e.seq), e.at, operatorOf(e), e.operatorId, e.action, e.subjectId ?? '', detail]
        .map(field)
        .join(','),
    )
  }
  // The chain's state goes with the entries, so a reader of the file knows whether to trust it.
  const state =
    chain.brokenAt !== null
      ? `chain broken at entry ${chain.brokenAt}`
      : chain.intact
        ? 'chain intact'
        : 'chain holds, but entries are missing'
  for (const text of [state, ...findings.map(findingText)])
    lines.push(['#', text, '', '', '', '', ''].map(field).join(','))
  return `${lines.join('\r\n')}\r\n`
}
