/**
 * When an open screen's answer is read again (issue 29: open screens stay current: a subject's history, a visit's
 * results). Pure, so the rule is pinned by tests: while the service still has work for it (photos without
 * results), after 5 s, then half as long again each time, at most 60 s; otherwise every 20 s (another
 * workstation's captures appear within half a minute); and when the window gets the focus back with an answer
 * older than 30 s.
 */
export const PENDING_FIRST_MS = 5_000
export const PENDING_GROWTH = 1.5
export const PENDING_MAX_MS = 60_000
export const IDLE_EVERY_MS = 20_000
export const FOCUS_OLDER_THAN_MS = 30_000

/** The wait before the next read: `attempt` 0 is the first while photos are pending. */
export function nextReadIn(pending: boolean, attempt: number): number {
  if (!pending) return IDLE_EVERY_MS
  return Math.min(PENDING_MAX_MS, Math.round(PENDING_FIRST_MS * PENDING_GROWTH ** attempt))
}

/** Whether getting the focus back reads again: the answer shown is older than FOCUS_OLDER_THAN_MS. */
export function readOnFocus(fetchedAt: string | null, nowMs: number): boolean {
  if (fetchedAt === null) return true
  const at = Date.parse(fetchedAt)
  return Number.isNaN(at) || nowMs - at > FOCUS_OLDER_THAN_MS
}
