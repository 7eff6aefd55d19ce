/**
 * How comparable each point's photo is with the patient's baseline (issue 28): the oldest photo of the same side
 * whose face is known (src-shared/domain/faceMatch.ts `comparability`). Null where it cannot be said: the
 * baseline itself, or a photo (or a side) whose face this workstation never measured. Pure.
 */
import { comparability, type Comparability } from '../../../../src-shared/domain/faceMatch'
import type { SeriesPoint } from './series'

export function pointComparability(points: readonly SeriesPoint[]): (Comparability | null)[] {
  const baselines = new Map<string, SeriesPoint>()
  // Oldest first: the first point of a side with a known face is that side's baseline.
  const order = points.map((point, index) => ({ point, index })).sort((a, b) => a.point.time - b.point.time)
  const out: (Comparability | null)[] = points.map(() => null)
  for (const { point, index } of order) {
    if (!point.faceShot) continue
    const side = point.side ?? 'front'
    const baseline = baselines.get(side)
    if (!baseline?.faceShot) {
      baselines.set(side, point)
      continue
    }
    out[index] = comparability(baseline.faceShot, point.faceShot)
  }
  return out
}

/** The points drawn hollow: their photo compares poorly with the baseline. */
export const isPoor = (c: Comparability | null): c is Comparability => c?.level === 'poor'
