/** Which photos a capture needs: front mode one front photo; triplet mode front, left and right once each. */
import type { CaptureMode, CaptureSide } from '../../../src-shared/contract'
import { sidesOfMode } from '../../../src-shared/domain/sides'
import { AppFailure } from '../appFailure'

/** Throws the first problem of the set as a field error on `shots`. */
export function checkSideSet(mode: CaptureMode, sides: readonly CaptureSide[]): void {
  const seen = new Set<CaptureSide>()
  for (const side of sides) {
    if (seen.has(side)) throw new AppFailure('duplicate_side', { side }, `shots.${side}`)
    seen.add(side)
  }
  const needed = sidesOfMode(mode)
  const extra = sides.find((side) => !needed.includes(side))
  if (sides.length > needed.length || extra !== undefined) {
    throw new AppFailure('too_many_photos', { max: String(needed.length), mode }, 'shots')
  }
  const missing = needed.find((side) => !seen.has(side))
  if (missing !== undefined) throw new AppFailure('missing_side', { side: missing }, `shots.${missing}`)
}
