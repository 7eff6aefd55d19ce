/** Plane geometry on the 68 iBUG landmarks: head yaw and whether the whole face is inside the image. */

export interface Point {
  x: number
  y: number
}

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y })
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y })
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k })
export const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y)
export const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
})
export const unit = (a: Point): Point => {
  const n = Math.hypot(a.x, a.y) || 1
  return { x: a.x / n, y: a.y / n }
}

/** Landmark `i`; the 68-point set always has it. */
export function lm(points: readonly Point[], i: number): Point {
  const p = points[i]
  if (!p) throw new Error(`Landmark ${i} missing`)
  return p
}

/**
 * Yaw in degrees from where the nose tip (30) sits between the jaw ends (0 image-left, 16 image-right):
 * asin(2r − 1) with r the nose's relative position. 0 = frontal; positive = nose towards image right
 * (the subject turned to their left in an unmirrored photo).
 */
export function estimateYawDegrees(points: readonly Point[]): number {
  const left = lm(points, 0)
  const right = lm(points, 16)
  const nose = lm(points, 30)
  const axis = sub(right, left)
  const len2 = axis.x * axis.x + axis.y * axis.y || 1
  const r = ((nose.x - left.x) * axis.x + (nose.y - left.y) * axis.y) / len2
  const s = Math.max(-1, Math.min(1, 2 * r - 1))
  return Math.round(((Math.asin(s) * 180) / Math.PI) * 10) / 10
}

/** Share of the short image side a face box or jaw landmark must keep clear of the border. */
export const BORDER_MARGIN = 0.005

/**
 * False when the face is cut by the image border: the detection box reaches the border (within the
 * margin) or any jaw/brow landmark lies outside the image.
 */
export function isFullFace(
  box: { x: number; y: number; width: number; height: number },
  points: readonly Point[],
  width: number,
  height: number,
): boolean {
  const m = BORDER_MARGIN * Math.min(width, height)
  if (box.x < m || box.y < m || box.x + box.width > width - m || box.y + box.height > height - m) return false
  for (let i = 0; i <= 26; i++) {
    const p = lm(points, i)
    if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) return false
  }
  return true
}
