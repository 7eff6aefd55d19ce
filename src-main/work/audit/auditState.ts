/**
 * What the audit log's parts share (auditLog.ts builds it): the trail, its anchor, the operators' store, and the
 * one way an entry is appended (the anchor follows each).
 */
import type { AuditAction } from '../../../src-shared/contractValues'
import type { AuditAnchor } from '../../secrets/auditAnchor'
import type { OperatorStore } from '../../store/accountDb/operators'
import type { AuditTrail } from '../../store/audit/auditTrail'

export interface AuditRecord {
  operatorId: string
  action: AuditAction
  subjectId?: string | null
  /** Ids only (dataset, visit, report, capture), never a name, a note or a secret. */
  detail?: Record<string, string>
}

export interface AuditLogDeps {
  trail: AuditTrail
  store: Pick<OperatorStore, 'state' | 'setState' | 'list'>
  /** The trail's anchor in the keychain, read when the account opened. */
  anchor: AuditAnchor
  /** The trails set aside in the folder after a key loss (AccountSpace.auditSetAside), oldest first. */
  setAside: readonly string[]
  now?: () => Date
}

export interface AuditState {
  readonly deps: AuditLogDeps
  readonly now: () => Date
  /** When each operator's view of each thing was last recorded (ms). */
  readonly lastViews: Map<string, number>
}

export function createAuditState(deps: AuditLogDeps): AuditState {
  return { deps, now: deps.now ?? (() => new Date()), lastViews: new Map() }
}

/** Appends an entry to the trail; the anchor follows (`settling`: the opening's own entries). */
export function append(
  { deps, now }: AuditState,
  operator: string,
  action: AuditAction,
  subjectId: string | null,
  detail: object,
  at: Date = now(),
  settling = false,
) {
  const row = deps.trail.append({
    at: at.toISOString(),
    operator,
    action,
    subjectId,
    detail: JSON.stringify(detail),
  })
  deps.anchor.advance({ seq: row.seq, mac: row.mac }, settling)
}

/** An entry's detail as it was written (JSON of strings); empty when it does not read. */
export function detailOf(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null) return {}
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]))
  } catch {
    return {}
  }
}
