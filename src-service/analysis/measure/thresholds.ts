/**
 * Fixed detection constants of the measures, in CIELAB units and pixels of the normalised face crop
 * (jaw width 480 px ≈ 14 cm, so 1 px ≈ 0.29 mm). Changing any of them changes ALGORITHM_REVISION.
 */

/** Box radii (px) of the masked blurs. */
export const RADIUS = {
  /** light smoothing that removes sensor noise and pores before colour statistics */
  smooth: 2,
  /** "local mean" that spots and blobs are compared with (≈ 7 mm window) */
  local: 12,
  /** mid scale for blotches (≈ 2.6 mm window) */
  mid: 4,
  /** large scale: shading and the face's overall colour (two passes, ≈ 3 cm window) */
  large: 28,
} as const

/** Smoothed a* above which a pixel belongs to a red patch (typical even skin: a* 8–16). */
export const RED_PATCH_A = 18

/** Dark spot: smoothed L* this far below the local mean. */
export const DARK_SPOT_DELTA_L = 5
/** Red blob: smoothed a* this far above the local mean. */
export const RED_BLOB_DELTA_A = 4
/** Pustule: a red blob whose brightest pixel is this far above the local L* mean. */
export const PUSTULE_DELTA_L = 4
/** Dark spot counted as post-inflammatory when its mean a* is this far above the local mean. */
export const PIH_DELTA_A = 1

/** Size limits (px) of spots and blobs: smaller is noise, larger is shading or a feature of the face. */
export const SPOT_MIN_PIXELS = 6
export const SPOT_MAX_PIXELS = 600

/** Pore: L* minus its 5×5 mean below −PORE_DELTA_L, in a component of 1–12 px. */
export const PORE_DELTA_L = 2.5
export const PORE_MAX_PIXELS = 12

/**
 * Spots and blobs are roundish: a bounding box more than MAX_ELONGATION times longer than wide, or filled
 * to less than MIN_FILL, is a line or arc (fold, shadow, hair, brow edge), not a spot.
 */
export const MAX_ELONGATION = 3
export const MIN_FILL = 0.4
