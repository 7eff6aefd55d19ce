/** The auto-capture countdown: every check must hold without a break for AUTO_CAPTURE_HOLD_MS. */
import { AUTO_CAPTURE_HOLD_MS } from './thresholds'

/** When the checks started holding without a break, or null while they do not. */
export type Hold = { since: number | null }

export type HoldStep = { hold: Hold; progress: number; fire: boolean }

export const idleHold: Hold = { since: null }

export function advanceHold(hold: Hold, allOk: boolean, now: number): HoldStep {
  if (!allOk) return { hold: idleHold, progress: 0, fire: false }
  const since = hold.since ?? now
  const progress = Math.min(1, (now - since) / AUTO_CAPTURE_HOLD_MS)
  return progress >= 1
    ? { hold: idleHold, progress: 1, fire: true }
    : { hold: { since }, progress, fire: false }
}
