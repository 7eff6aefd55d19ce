/**
 * Which way a metric's change points. All selfie_v2 scores are 0–100 with higher better; the acne application's
 * counts (papules, pustules) and per-mille measures are lower-is-better. A change within the metric's noise floor
 * (what capture variation alone moves it: src-shared/domain/noiseFloors.ts) is no clear change, either way.
 */
import { isClearChange, NOISE_FLOORS } from '../../../src-shared/domain/noiseFloors'

export type Direction = 'better' | 'worse' | 'same' | 'noClearChange'

const lowerIsBetterNames = new Set([
  'papules',
  'pustules',
  'acne_inflammation',
  'post_inflammatory_hyperpigmentation',
  'number_of_regions',
  'pores_number',
])

/** True when a smaller value of this metric is the better one. */
export function lowerIsBetter(techName: string, units?: string | null): boolean {
  return lowerIsBetterNames.has(techName) || units === 'per mille'
}

/** The change from `before` to `after` judged for this metric, against the floors in force (useNoiseFloors). */
export function deltaDirection(
  techName: string,
  before: number,
  after: number,
  units?: string | null,
  floors: Readonly<Record<string, number>> = NOISE_FLOORS,
): Direction {
  if (after === before) return 'same'
  if (!isClearChange(techName, before, after, floors)) return 'noClearChange'
  const rose = after > before
  return rose !== lowerIsBetter(techName, units) ? 'better' : 'worse'
}
