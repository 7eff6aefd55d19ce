/**
 * Each skin metric's noise floor (issue 28): the change in its score that capture variation alone produces, so a
 * smaller change between two visits is "no clear change", not better or worse.
 *
 * How they were measured: `npm run bench noise` (tests/bench/noise.bench.ts), on 2026-11-26, with the local
 * service's analysis (ALGORITHM_REVISION 2026.11.1-local): 4 demo faces × 10 photos of one unchanged skin, each
 * taken with the demo's capture variation (tilt ±4°, zoom ±5 %, the face ±4 % / ±3 % off centre, exposure ±7 %,
 * white balance ±2 %); the floor is the 95th percentile of |Δ score| over the 180 pairs of photos of the same
 * face. A clinic's service may measure differently: an administrator can set their own floors (SERVICE
 * override, coming with the setting). Pure; imports nothing.
 */

/** Points on the 0–100 score, by the main metric's tech name. */
export const NOISE_FLOORS: Readonly<Record<string, number>> = {
  redness_score: 14,
  uniformness_score: 9,
  pigmentation_score: 15,
  acne_score: 8,
  pores_score: 3,
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
