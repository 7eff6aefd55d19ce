/**
 * Fixed calibration from raw measures (types.ts AreaMeasures) to the service's 0–100 scores, where HIGHER IS
 * BETTER (bands: (90,100] Excellent, (80,90] Great, (70,80] Good, (50,70] Average, (30,50] Poor, [0,30] Bad).
 * So `redness_score` falls when the face is redder, while the raw measure (mean a*) rises. Each anchor pair
 * gives the raw value scored 100 (`good`) and 0 (`bad`), linear in between and clamped. The anchors were set
 * on the demo photos so that ordinary faces spread over the bands.
 */

export interface Anchor {
  good: number
  bad: number
}

/** Integer 0–100 score of `raw` on a linear scale from `good` (100) to `bad` (0). */
export function linearScore(raw: number, { good, bad }: Anchor): number {
  const t = (raw - bad) / (good - bad)
  return Math.round(100 * Math.min(1, Math.max(0, t)))
}

export const CALIBRATION = {
  /** mean a* of the skin */
  rednessGlobal: { good: 4, bad: 24 },
  /** share (0–1) of skin with smoothed a* above RED_PATCH_A */
  rednessLocal: { good: 0.02, bad: 0.6 },
  /** blotchiness: RMS ΔE76 between mid- and large-scale skin colour */
  uniformness: { good: 2.5, bad: 7.5 },
  /** dark spots per 100 cm² of skin */
  pigmentationCount: { good: 0, bad: 40 },
  /** dark-spot pixels per mille of skin */
  pigmentationDensity: { good: 0, bad: 15 },
  /** red blobs per 100 cm² of skin */
  acneCount: { good: 0, bad: 30 },
  /** red-blob pixels per mille of skin */
  acneDensity: { good: 0, bad: 10 },
  /** mean peak a* excess of the red blobs; no blob scores 100 */
  acneIntensity: { good: 3, bad: 12 },
  /** pores per cm² */
  poresDensity: { good: 0, bad: 3 },
  /** RMS of high-pass L* */
  poresTexture: { good: 0.15, bad: 1.6 },
}

/** Main scores are weighted means of part scores (each part scored with the anchors above). */
export const WEIGHTS = {
  /** redness_score from redness_global_score and redness_local_score */
  redness: { global: 0.6, local: 0.4 },
  /** pigmentation_score from the spot-count score and density_score */
  pigmentation: { count: 0.5, density: 0.5 },
  /** acne_score from the blob-count score, density_score and average_intensity_score */
  acne: { count: 0.5, density: 0.3, intensity: 0.2 },
  /** pores_score from the pore-density score and the texture score */
  pores: { density: 0.5, texture: 0.5 },
}

/** ITA° lower bounds of the skin-tone classes (Chardon et al. 1991, with Del Bino's "Dark" split). */
export const SKIN_TONE_CLASSES = [
  { name: 'Very light', minIta: 55 },
  { name: 'Light', minIta: 41 },
  { name: 'Intermediate', minIta: 28 },
  { name: 'Tan', minIta: 10 },
  { name: 'Brown', minIta: -30 },
  { name: 'Dark', minIta: -Infinity },
] as const

export function skinToneClass(itaDegrees: number): string {
  return SKIN_TONE_CLASSES.find((c) => itaDegrees > c.minIta)?.name ?? 'Dark'
}

/**
 * Acne class by the number of inflammatory lesions (papules + pustules), after the count bands of Lehmann et
 * al. 2002 for a whole face (mild < 15, moderate 15–50, severe > 50), with "clear" for none at all. An area
 * gets the class its own lesions would give; as the face's count is the sum of its areas' counts, the face is
 * never classed milder than any of its areas. Upper bounds:
 */
export const ACNE_CLASSES = [
  { name: 'clear', maxLesions: 0 },
  { name: 'mild', maxLesions: 14 },
  { name: 'moderate', maxLesions: 50 },
  { name: 'severe', maxLesions: Infinity },
] as const

export function acneClass(lesions: number): string {
  return ACNE_CLASSES.find((c) => lesions <= c.maxLesions)?.name ?? 'severe'
}
