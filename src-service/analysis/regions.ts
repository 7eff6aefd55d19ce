/**
 * Face regions as polygons built from the 68 iBUG landmarks (0–16 jaw, 17–26 brows, 27–35 nose, 36–47 eyes,
 * 48–67 mouth). Directions follow the face, not the image, so a tilted head gets tilted regions.
 * `left_cheek` is the subject's left cheek: image right in an unmirrored photo (landmarks 12–15, 42–47).
 */
import { add, dist, lerp, lm, scale, sub, unit, type Point } from './geometry'

export interface FacePolygons {
  outline: Point[]
  forehead: Point[]
  nose: Point[]
  left_cheek: Point[]
  right_cheek: Point[]
  chin: Point[]
  /** Eyes, brows, mouth and nostrils: never skin. */
  exclusions: Point[][]
}

/** Forehead height above the brows, as a share of the brow-to-chin distance (hair is removed by colour). */
const FOREHEAD_HEIGHT = 0.45

export function facePolygons(points: readonly Point[]): FacePolygons {
  const p = (i: number): Point => lm(points, i)
  const side = unit(sub(p(45), p(36)))
  const up = unit(sub(p(27), p(8)))
  const down = scale(up, -1)
  const faceH = dist(p(8), lerp(p(19), p(24), 0.5))
  const noseW = dist(p(31), p(35))
  const along = (q: Point, s: number, u: number): Point => add(add(q, scale(side, s)), scale(up, u))
  const range = (from: number, to: number): Point[] => {
    const out: Point[] = []
    for (let i = from; from <= to ? i <= to : i >= to; i += from <= to ? 1 : -1) out.push(p(i))
    return out
  }
  const towards = (i: number, target: Point, t: number): Point => lerp(p(i), target, t)
  const eyeDrop = 0.07 * faceH

  const foreheadTop = range(26, 17).map((q) => along(q, 0, FOREHEAD_HEIGHT * faceH))
  // the jaw landmarks sit on the face's edge: pull them in so the background and jaw shadow stay out
  const outline = [...range(0, 16).map((_, i) => towards(i, p(30), 0.04)), ...foreheadTop]
  const forehead = [...range(17, 26).map((q) => along(q, 0, 0.06 * faceH)), ...foreheadTop]
  const nose = [
    along(p(27), -0.35 * noseW, 0),
    along(p(27), 0.35 * noseW, 0),
    along(p(35), 0.15 * noseW, 0),
    p(34),
    p(33),
    p(32),
    along(p(31), -0.15 * noseW, 0),
  ]
  const right_cheek = [
    add(p(36), scale(down, eyeDrop)),
    add(p(39), scale(down, eyeDrop)),
    along(p(31), -0.3 * noseW, 0),
    along(p(48), -0.15 * noseW, 0),
    ...[4, 3, 2, 1].map((i) => towards(i, p(30), 0.1)),
  ]
  const left_cheek = [
    add(p(42), scale(down, eyeDrop)),
    add(p(45), scale(down, eyeDrop)),
    ...[15, 14, 13, 12].map((i) => towards(i, p(30), 0.1)),
    along(p(54), 0.15 * noseW, 0),
    along(p(35), 0.3 * noseW, 0),
  ]
  const chin = [
    add(p(59), scale(down, 0.04 * faceH)),
    add(p(55), scale(down, 0.04 * faceH)),
    ...[10, 9, 8, 7, 6].map((i) => towards(i, p(57), 0.12)),
  ]

  const stretch = (poly: Point[], kSide: number, kUp: number): Point[] => {
    const c = scale(
      poly.reduce((acc, q) => add(acc, q), { x: 0, y: 0 }),
      1 / poly.length,
    )
    return poly.map((q) => {
      const d = sub(q, c)
      const s = d.x * side.x + d.y * side.y
      const u = d.x * up.x + d.y * up.y
      return add(add(c, scale(side, s * kSide)), scale(up, u * kUp))
    })
  }
  const band = (from: number, to: number, half: number): Point[] => [
    ...range(from, to).map((q) => along(q, 0, half)),
    ...range(to, from).map((q) => along(q, 0, -half)),
  ]
  const exclusions = [
    stretch(range(36, 41), 1.5, 2.8),
    stretch(range(42, 47), 1.5, 2.8),
    band(17, 21, 0.045 * faceH),
    band(22, 26, 0.045 * faceH),
    stretch(range(48, 59), 1.25, 1.6),
    [
      along(p(31), -0.1 * noseW, 0.05 * faceH),
      along(p(35), 0.1 * noseW, 0.05 * faceH),
      along(p(35), 0.1 * noseW, -0.03 * faceH),
      along(p(31), -0.1 * noseW, -0.03 * faceH),
    ],
  ]
  return { outline, forehead, nose, left_cheek, right_cheek, chin, exclusions }
}
