/**
 * The account's audit trail as the app uses it (issue 27): entries appended to the HMAC chain of
 * store/audit/auditTrail.ts, each one's head anchored outside the folder, in the keychain (issue 41:
 * secrets/auditAnchor.ts), so entries cut off the end, or a folder copied back from an earlier state, show as well
 * as entries edited, removed or reordered. At every opening the trail is compared with its anchor, and what that
 * finds is itself an entry of the trail (by the workstation itself: so an export shows it) and a finding administrators see on
 * the audit screen. Nothing here repairs a chain: `chain()` only says where it breaks.
 *
 * Views (a subject, its visits, a report opened) are asked for again whenever a screen reads its data anew, so one
 * operator's view of one thing is recorded once per VIEW_EVERY_MS, and again after each sign-in; every other
 * action is recorded each time.
 *
 * Over one state (auditState.ts): the trail held against its anchor, and what that found (trailFindings.ts).
 */
import type { AuditEntryView, AuditFilter, AuditPage } from '../../../src-shared/contract'
import { AUDIT_LIST_MAX, type AuditAction } from '../../../src-shared/contractValues'
import type { AuditRow } from '../../store/audit/auditTrail'
import { append, createAuditState, detailOf, type AuditLogDeps, type AuditRecord } from './auditState'
import { chain, findings, settle } from './trailFindings'

export type { AuditLogDeps, AuditRecord } from './auditState'

export const VIEW_EVERY_MS = 15 * 60_000
const viewActions: ReadonlySet<AuditAction> = new Set([
  'subject.view',
  'visit.view',
  'report.view',
  'photo.view',
  'results.view',
])

/** The day filter as ISO bounds: `from` at 00:00:00 UTC, `to` through 23:59:59.999 UTC. */
function bounds(filter: AuditFilter): { from?: string; to?: string } {
  return {
    ...(filter.from ? { from: `${filter.from}T00:00:00.000Z` } : {}),
    ...(filter.to ? { to: `${filter.to}T23:59:59.999Z` } : {}),
  }
}

export function createAuditLog(deps: AuditLogDeps) {
  const state = createAuditState(deps)
  const names = () => new Map(deps.store.list().map((o) => [o.id, o.name]))
  const view = (row: AuditRow, named: Map<string, string>): AuditEntryView => ({
    seq: row.seq,
    at: row.at,
    operatorId: row.operator,
    operatorName: named.get(row.operator) ?? row.operator,
    action: row.action,
    subjectId: row.subjectId,
    detail: detailOf(row.detail),
  })
  const filtered = (filter: AuditFilter) =>
    deps.trail.list({
      ...(filter.subjectId ? { subjectId: filter.subjectId } : {}),
      ...(filter.operatorId ? { operator: filter.operatorId } : {}),
      ...bounds(filter),
    })

  settle(state)

  return {
    record(entry: AuditRecord): void {
      const at = state.now()
      if (viewActions.has(entry.action)) {
        const key = `${entry.operatorId}|${entry.action}|${entry.subjectId ?? ''}|${JSON.stringify(entry.detail ?? {})}`
        const last = state.lastViews.get(key)
        if (last !== undefined && at.getTime() - last < VIEW_EVERY_MS) return
        state.lastViews.set(key, at.getTime())
      }
      append(state, entry.operatorId, entry.action, entry.subjectId ?? null, entry.detail ?? {}, at)
    },
    /** A new sign-in: views are recorded again. */
    forgetViews: () => state.lastViews.clear(),
    chain: () => chain(state, findings(state)),
    findings: () => findings(state),
    /**
     * Whether the account was used here before (firstAdminProof.ts): its trail holds more than the connects that
     * opened it (an operator's act, or what the anchor found at this opening: entries gone), a trail was set aside,
     * or the anchor names a trail of the account in another folder.
     */
    hadTrail: () =>
      deps.trail.hasEntryBesides(['account.connect']) ||
      deps.setAside.length > 0 ||
      deps.anchor.elsewhere > 0,
    /** The anchor's writes under way, finished (the account closes). */
    flush: () => deps.anchor.flush(),
    list(filter: AuditFilter): AuditPage {
      const rows = filtered(filter)
      const named = names()
      const found = findings(state)
      return {
        entries: rows.slice(-AUDIT_LIST_MAX).map((row) => view(row, named)),
        matched: rows.length,
        chain: chain(state, found),
        findings: found,
        anchor: deps.anchor.state(),
      }
    },
    /** Every matching entry (for the CSV), oldest first. */
    all(filter: AuditFilter): AuditEntryView[] {
      const named = names()
      return filtered(filter).map((row) => view(row, named))
    },
  }
}
export type AuditLog = ReturnType<typeof createAuditLog>
