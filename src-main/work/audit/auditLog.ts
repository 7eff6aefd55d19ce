/**
 * The account's audit trail as the app uses it (issue 27): entries appended to the HMAC chain of
 * store/auditTrail.ts, with the chain's head (its count and last mac) kept in account.sqlite too, so entries cut
 * off the end show as well as entries edited, removed or reordered. Nothing here repairs a chain: `chain()` only
 * says where it breaks, and the administrator sees it.
 *
 * Views (a subject, its visits, a report opened) are asked for again whenever a screen reads its data anew, so one
 * operator's view of one thing is recorded once per VIEW_EVERY_MS, and again after each sign-in; every other
 * action is recorded each time.
 */
import type { AuditChain, AuditEntryView, AuditFilter, AuditPage } from '../../../src-shared/contract'
import { AUDIT_LIST_MAX, type AuditAction } from '../../../src-shared/contractValues'
import { AUDIT_HEAD_STATE_KEY, type AuditRow, type AuditTrail } from '../../store/auditTrail'
import type { OperatorStore } from '../../store/operators'

export const VIEW_EVERY_MS = 15 * 60_000
const HEAD_KEY = AUDIT_HEAD_STATE_KEY
/** Set once the trail was found cut (its newest entry is not the head): where, for good. */
const CUT_KEY = 'audit_cut_at'
const viewActions: ReadonlySet<AuditAction> = new Set([
  'subject.view',
  'visit.view',
  'report.view',
  'photo.view',
  'results.view',
])

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
  now?: () => Date
}

/** The day filter as ISO bounds: `from` at 00:00:00 UTC, `to` through 23:59:59.999 UTC. */
function bounds(filter: AuditFilter): { from?: string; to?: string } {
  return {
    ...(filter.from ? { from: `${filter.from}T00:00:00.000Z` } : {}),
    ...(filter.to ? { to: `${filter.to}T23:59:59.999Z` } : {}),
  }
}

function detailOf(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null) return {}
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]))
  } catch {
    return {}
  }
}

export function createAuditLog(deps: AuditLogDeps) {
  const now = deps.now ?? (() => new Date())
  const lastViews = new Map<string, number>()

  const head = (): { seq: number; mac: string } | null => {
    const [seq, mac] = (deps.store.state(HEAD_KEY) ?? '').split(':')
    return seq && mac ? { seq: Number(seq), mac } : null
  }

  /** Where the trail was cut, if it was: its newest entry is not the head kept outside it. */
  function cutAt(): number | null {
    const marked = deps.store.state(CUT_KEY)
    if (marked) return Number(marked)
    const known = head()
    if (!known) return null
    const newest = deps.trail.head()
    if (newest && newest.seq === known.seq && newest.mac === known.mac) return null
    return Math.min(known.seq, (newest?.seq ?? 0) + 1)
  }

  function chain(): AuditChain {
    const check = deps.trail.verify()
    const cut = cutAt()
    const brokenAt = Math.min(check.ok ? Infinity : check.brokenAt, cut ?? Infinity)
    return Number.isFinite(brokenAt)
      ? { intact: false, entries: check.entries, brokenAt }
      : { intact: true, entries: check.entries, brokenAt: null }
  }

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

  return {
    record(entry: AuditRecord): void {
      const at = now()
      if (viewActions.has(entry.action)) {
        const key = `${entry.operatorId}|${entry.action}|${entry.subjectId ?? ''}|${JSON.stringify(entry.detail ?? {})}`
        const last = lastViews.get(key)
        if (last !== undefined && at.getTime() - last < VIEW_EVERY_MS) return
        lastViews.set(key, at.getTime())
      }
      // Entries appended after a cut would hide it: where it was is kept for good first.
      const cut = cutAt()
      if (cut !== null && deps.store.state(CUT_KEY) === null) deps.store.setState(CUT_KEY, String(cut))
      const row = deps.trail.append({
        at: at.toISOString(),
        operator: entry.operatorId,
        action: entry.action,
        subjectId: entry.subjectId ?? null,
        detail: JSON.stringify(entry.detail ?? {}),
      })
      deps.store.setState(HEAD_KEY, `${row.seq}:${row.mac}`)
    },
    /** A new sign-in: views are recorded again. */
    forgetViews: () => lastViews.clear(),
    chain: () => chain(),
    list(filter: AuditFilter): AuditPage {
      const rows = filtered(filter)
      const named = names()
      return {
        entries: rows.slice(-AUDIT_LIST_MAX).map((row) => view(row, named)),
        matched: rows.length,
        chain: chain(),
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
