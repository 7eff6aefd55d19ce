/**
 * Each skin metric's noise floor (issue 28): the change in its score that capture variation alone produces, so a
 * smaller change between two visits is "no clear change", not better or worse.
 *
 * How they were measured: `npm run bench noise` (tests/bench/noise.bench.ts), on 2026-11-26, with the local
 * service's analysis (ALGORITHM_REVISION 2026.11.1-local): 4 demo faces × 10 photos of one unchanged skin, each
 * taken with the demo's capture variation (tilt ±4°, zoom ±5 %, the face ±4 % / ±3 % off centre, exposure ±7 %,
 * white balance ±2 %); the floor is the 95th percentile of |Δ score| over the 180 pairs of photos of the same
 * face. A clinic's service may measure differently: an administrator can set their own floors (Settings → Real
 * change or noise, the `noiseFloors` preference: overrides by metric, merged over these by `floorsWith`). Pure;
 * imports nothing.
 */

/** Points on the 0–100 score, by the main metric's tech name. */
export const NOISE_FLOORS: Readonly<Record<string, number>> = {
  redness_score: 14,
  uniformness_score: 9,
  pigmentation_score: 15,
  acne_score: 8,
  pores_score: 3,
}

/** An administrator's floor is a number of points from 0 (every change counts) to this. */
export const NOISE_FLOOR_MAX = 50

/** Whether a metric has a measured floor that may be overridden. */
export function hasNoiseFloor(techName: string): boolean {
  return Object.prototype.hasOwnProperty.call(NOISE_FLOORS, techName)
}

export function isValidNoiseFloor(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= NOISE_FLOOR_MAX
}

/** The floors in force: the measured ones, each replaced by an administrator's override where there is one. */
export function floorsWith(overrides: Readonly<Record<string, number>>): Readonly<Record<string, number>> {
  const floors: Record<string, number> = { ...NOISE_FLOORS }
  for (const [techName, value] of Object.entries(overrides))
    if (hasNoiseFloor(techName) && isValidNoiseFloor(value)) floors[techName] = value
  return floors
}

/**
 * Whether the change from `before` to `after` is beyond the metric's noise floor. A metric without a measured
 * floor: every change counts (as before floors were known). `floors` lets an administrator's override win.
 */
export function isClearChange(
  techName: string,
  before: number,
  after: number,
  floors: Readonly<Record<string, number>> = NOISE_FLOORS,
): boolean {
  const floor = floors[techName] ?? 0
  return Math.abs(after - before) > floor
}
