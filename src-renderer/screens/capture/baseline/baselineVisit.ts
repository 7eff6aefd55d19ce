/** Which earlier photo a capture of a side is matched against: the newest analysed photo of that side. */
import type { CaptureSide, Visit } from '../../../../src-shared/contract'

/** Newest first, as the history lists them; a photo whose analysis failed is no baseline. */
export function baselineVisit(visits: readonly Visit[], side: CaptureSide): Visit | null {
  return visits.find((v) => v.side === side && v.results.some((r) => r.is_ok)) ?? null
}
