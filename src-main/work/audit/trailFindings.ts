/**
 * The trail held against its anchor at each opening, and what that found: entries missing (cut off the end, or
 * the trail replaced), a trail set aside after a key loss, a trail without an anchor. Each finding is an entry of
 * the trail itself, by the workstation; the chain's state says where its macs break, or that entries are missing.
 */
import type { AuditChain, AuditFinding } from '../../../src-shared/contract'
import { AUDIT_BY_WORKSTATION, type AuditAction } from '../../../src-shared/contractValues'
import type { AnchoredHead } from '../../secrets/auditAnchor'
import { AUDIT_HEAD_STATE_KEY } from '../../store/audit/auditTrail'
import { append, detailOf, type AuditState } from './auditState'

/** Before issue 41: the head kept in account.sqlite (read once as the anchor, then emptied). */
const LEGACY_HEAD_KEY = AUDIT_HEAD_STATE_KEY
/** Before issue 41: where a cut was found, kept for good in account.sqlite (still shown). */
const LEGACY_CUT_KEY = 'audit_cut_at'
const findingKinds = {
  'audit.entriesMissing': 'missing',
  'audit.trailSetAside': 'setAside',
  'audit.anchorMissing': 'unanchored',
} as const satisfies Partial<Record<AuditAction, AuditFinding['kind']>>
const findingActions = Object.keys(findingKinds) as (keyof typeof findingKinds)[]

const count = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null)

/** The head account.sqlite kept before the anchor (null when it kept none). */
function legacyHead({ deps }: AuditState): AnchoredHead | null {
  const [seq, mac] = (deps.store.state(LEGACY_HEAD_KEY) ?? '').split(':')
  return seq && mac ? { seq: Number(seq), mac } : null
}

/**
 * At the opening: the trail against its anchor. Entries anchored but not here (cut off the end, the whole file
 * gone, or the folder copied back from before them), a trail that is not the one anchored, a trail set aside
 * after a key loss (the entries are in it, not lost unseen), or a trail without an anchor: each is said once, by
 * an entry of the trail, which the anchor then names.
 */
export function settle(state: AuditState): void {
  const { deps, now } = state
  const legacy = legacyHead(state)
  const anchored = deps.anchor.anchored ?? legacy
  const head = deps.trail.head()
  const upTo = anchored ? { from: '1', to: String(anchored.seq) } : {}
  const newestAside = deps.setAside.at(-1)
  const found = (action: AuditAction, detail: object) =>
    append(state, AUDIT_BY_WORKSTATION, action, null, detail, now(), true)
  if (head === null && newestAside !== undefined) found('audit.trailSetAside', { file: newestAside, ...upTo })
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

export function findings({ deps }: AuditState): AuditFinding[] {
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

export function chain({ deps }: AuditState, found: readonly AuditFinding[]): AuditChain {
  const check = deps.trail.verify()
  const legacyCut = count(deps.store.state(LEGACY_CUT_KEY) ?? undefined)
  const brokenAt = Math.min(check.ok ? Infinity : check.brokenAt, legacyCut ?? Infinity)
  if (Number.isFinite(brokenAt)) return { intact: false, entries: check.entries, brokenAt }
  // the macs hold, but entries the anchor named are not here
  const missing = found.some((f) => f.kind === 'missing')
  return { intact: !missing, entries: check.entries, brokenAt: null }
}
