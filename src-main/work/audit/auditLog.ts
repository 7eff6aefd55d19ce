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
 */
import type {
  AuditChain,
  AuditEntryView,
  AuditFilter,
  AuditFinding,
  AuditPage,
} from '../../../src-shared/contract'
import { AUDIT_BY_WORKSTATION, AUDIT_LIST_MAX, type AuditAction } from '../../../src-shared/contractValues'
import type { AnchoredHead, AuditAnchor } from '../../secrets/auditAnchor'
import { AUDIT_HEAD_STATE_KEY, type AuditRow, type AuditTrail } from '../../store/audit/auditTrail'
import type { OperatorStore } from '../../store/accountDb/operators'

export const VIEW_EVERY_MS = 15 * 60_000
/** Before issue 41: the head kept in account.sqlite (read once as the anchor, then emptied). */
const LEGACY_HEAD_KEY = AUDIT_HEAD_STATE_KEY
/** Before issue 41: where a cut was found, kept for good in account.sqlite (still shown). */
const LEGACY_CUT_KEY = 'audit_cut_at'
const viewActions: ReadonlySet<AuditAction> = new Set([
  'subject.view',
  'visit.view',
  'report.view',
  'photo.view',
  'results.view',
])
const findingKinds = {
  'audit.entriesMissing': 'missing',
  'audit.trailSetAside': 'setAside',
  'audit.anchorMissing': 'unanchored',
} as const satisfies Partial<Record<AuditAction, AuditFinding['kind']>>
const findingActions = Object.keys(findingKinds) as (keyof typeof findingKinds)[]

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

const count = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null)

export function createAuditLog(deps: AuditLogDeps) {
  const now = deps.now ?? (() => new Date())
  const lastViews = new Map<string, number>()

  function append(
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

  /** The head account.sqlite kept before the anchor (null when it kept none). */
  function legacyHead(): AnchoredHead | null {
    const [seq, mac] = (deps.store.state(LEGACY_HEAD_KEY) ?? '').split(':')
    return seq && mac ? { seq: Number(seq), mac } : null
  }

  /**
   * At the opening: the trail against its anchor. Entries anchored but not here (cut off the end, the whole file
   * gone, or the folder copied back from before them), a trail that is not the one anchored, a trail set aside
   * after a key loss (the entries are in it, not lost unseen), or a trail without an anchor: each is said once, by
   * an entry of the trail, which the anchor then names.
   */
  function settle(): void {
    const legacy = legacyHead()
    const anchored = deps.anchor.anchored ?? legacy
    const head = deps.trail.head()
    const upTo = anchored ? { from: '1', to: String(anchored.seq) } : {}
    const newestAside = deps.setAside.at(-1)
    const found = (action: AuditAction, detail: object) =>
      append(AUDIT_BY_WORKSTATION, action, null, detail, now(), true)
    if (head === null && newestAside !== undefined)
      found('audit.trailSetAside', { file: newestAside, ...upTo })
    else if (anchored && (head?.seq ?? 0) < anchored.seq)
      found('audit.entriesMissing', {
        from: String((head?.seq ?? 0) + 1),
        to: String(anchored.seq),
        reason: 'cut',
      })
    else if (anchored && anchored.seq > 0 && deps.trail.macAt(anchored.seq) !== anchored.mac)
      found('audit.entriesMissing', { ...upTo, reason: 'replaced' })
    else if (!anchored && head) found('audit.anchorMissing', { to: String(head.seq) })
    // the keychain holds it from now on; a copied-back account.sqlite brings nothing the anchor would believe
    if (legacy) deps.store.setState(LEGACY_HEAD_KEY, '')
    const newest = deps.trail.head()
    if (newest) deps.anchor.advance(newest, true)
  }

  function findings(): AuditFinding[] {
    return deps.trail.list({ actions: findingActions }).map((row) => {
      const detail = detailOf(row.detail)
      return {
        seq: row.seq,
        at: row.at,
        kind: findingKinds[row.action as keyof typeof findingKinds],
        from: count(detail.from),
        to: count(detail.to),
        file: detail.file ?? null,
      }
    })
  }

  function chain(found: readonly AuditFinding[]): AuditChain {
    const check = deps.trail.verify()
    const legacyCut = count(deps.store.state(LEGACY_CUT_KEY) ?? undefined)
    const brokenAt = Math.min(check.ok ? Infinity : check.brokenAt, legacyCut ?? Infinity)
    if (Number.isFinite(brokenAt)) return { intact: false, entries: check.entries, brokenAt }
    // the macs hold, but entries the anchor named are not here
    const missing = found.some((f) => f.kind === 'missing')
    return { intact: !missing, entries: check.entries, brokenAt: null }
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

  settle()

  return {
    record(entry: AuditRecord): void {
      const at = now()
      if (viewActions.has(entry.action)) {
        const key = `${entry.operatorId}|${entry.action}|${entry.subjectId ?? ''}|${JSON.stringify(entry.detail ?? {})}`
        const last = lastViews.get(key)
        if (last !== undefined && at.getTime() - last < VIEW_EVERY_MS) return
        lastViews.set(key, at.getTime())
      }
      append(entry.operatorId, entry.action, entry.subjectId ?? null, entry.detail ?? {}, at)
    },
    /** A new sign-in: views are recorded again. */
    forgetViews: () => lastViews.clear(),
    chain: () => chain(findings()),
    findings,
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
      const found = findings()
      return {
        entries: rows.slice(-AUDIT_LIST_MAX).map((row) => view(row, named)),
        matched: rows.length,
        chain: chain(found),
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
