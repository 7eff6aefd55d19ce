/**
 * The similarity transform (scale, rotation, translation; no shear, no mirror) that best carries one set of
 * points onto another in the least-squares sense: Umeyama's closed form in two dimensions. Aligned compare
 * (issue 28) carries one photo's eyes, nose and mouth onto the other's with it. Pure; imports nothing.
 */

export interface Point {
  x: number
  y: number
}

export interface Similarity {
  /** How much larger `to` is than `from`. */
  scale: number
  /** Radians, counter-clockwise in image coordinates (y down: a positive angle turns clockwise on screen). */
  rotation: number
  tx: number
  ty: number
}

export const IDENTITY: Similarity = { scale: 1, rotation: 0, tx: 0, ty: 0 }

export function applySimilarity(t: Similarity, p: Point): Point {
  const c = Math.cos(t.rotation) * t.scale
  const s = Math.sin(t.rotation) * t.scale
  return { x: c * p.x - s * p.y + t.tx, y: s * p.x + c * p.y + t.ty }
}

function centroid(points: readonly Point[]): Point {
  let x = 0
  let y = 0
  for (const p of points) {
    x += p.x
    y += p.y
  }
  return { x: x / points.length, y: y / points.length }
}

/**
 * The transform T minimising Σ |T(from[i]) − to[i]|². Needs two or more pairs that are not all one point; null
 * otherwise (nothing to align by).
 */
export function similarityTransform(from: readonly Point[], to: readonly Point[]): Similarity | null {
  if (from.length !== to.length || from.length < 2) return null
  const a = centroid(from)
  const b = centroid(to)
  // With complex numbers: z = from − a, w = to − b; the best c·z (c = scale·e^{iθ}) is c = Σ w·conj(z) / Σ |z|².
  let re = 0
  let im = 0
  let norm = 0
  for (let i = 0; i < from.length; i++) {
    const zx = from[i]!.x - a.x
    const zy = from[i]!.y - a.y
    const wx = to[i]!.x - b.x
    const wy = to[i]!.y - b.y
    re += wx * zx + wy * zy
    im += wy * zx - wx * zy
    norm += zx * zx + zy * zy
  }
  if (norm === 0) return null
  const scale = Math.hypot(re, im) / norm
  const rotation = Math.atan2(im, re)
  const c = Math.cos(rotation) * scale
  const s = Math.sin(rotation) * scale
  return { scale, rotation, tx: b.x - (c * a.x - s * a.y), ty: b.y - (s * a.x + c * a.y) }
}
