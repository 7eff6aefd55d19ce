/**
 * Aligning the "after" photo onto the "before" one in the compare frame: the similarity transform that takes
 * the after photo's eyes, nose tip and mouth onto the before photo's (least squares), as a move of the after
 * photo's layer. Both photos fill the same frame (object-fit: cover), so the move is worked out in the frame's own
 * proportions: it holds at any size the frame is drawn. Compare draws it as a CSS transform
 * (src-renderer/screens/compare/alignment.ts); the before/after sheet (issue 45, main's parser job) resamples the
 * after photo by it. Pure; imports nothing outside this folder.
 */
import type { FaceShot } from './faceMatch'
import { similarityTransform, type Point, type Similarity } from './similarity'

/** The compare frame's width over its height (CompareSlider sets it as the frame's aspect-ratio). */
export const COMPARE_FRAME_ASPECT = 3 / 4

const landmarksOf = (shot: FaceShot): Point[] => [shot.eyeLeft, shot.eyeRight, shot.nose, shot.mouth]

/** Where a photo's pixel lands in a frame of width 1 and height 1 / aspect, filled as object-fit: cover does. */
export type Placement = { scale: number; x: number; y: number }

export function coverPlacement(width: number, height: number, aspect = COMPARE_FRAME_ASPECT): Placement {
  const frameW = 1
  const frameH = 1 / aspect
  const scale = Math.max(frameW / width, frameH / height)
  return { scale, x: (frameW - width * scale) / 2, y: (frameH - height * scale) / 2 }
}

export const onFrame = (place: Placement, p: Point): Point => ({
  x: place.x + place.scale * p.x,
  y: place.y + place.scale * p.y,
})

/** The transform from the after photo's pixels to the before photo's, or null with no face in either. */
export function afterToBefore(before: FaceShot | null, after: FaceShot | null): Similarity | null {
  if (!before || !after) return null
  return similarityTransform(landmarksOf(after), landmarksOf(before))
}

/**
 * How the after photo's layer moves: about the frame's centre, turned by `rotation` (radians, clockwise on
 * screen) and scaled by `scale`, then shifted by `dx`, `dy` (shares of the frame's width and height).
 */
export type Alignment = { dx: number; dy: number; rotation: number; scale: number }

/**
 * The move that puts the after photo, drawn in the frame, on the before photo: each of its pixels on the before
 * photo's pixel it matches. Null when there is nothing to align by: the photos are then shown as they are.
 */
export function alignment(
  before: FaceShot | null,
  after: FaceShot | null,
  aspect = COMPARE_FRAME_ASPECT,
): Alignment | null {
  const t = afterToBefore(before, after)
  if (!t || !before || !after) return null
  const a = coverPlacement(before.width, before.height, aspect)
  const b = coverPlacement(after.width, after.height, aspect)
  const frameH = 1 / aspect
  const centre = { x: 0.5, y: frameH / 2 }
  // A point x = b + sB·q of the after photo is to go to a + sA·T(q): M(x) = centre + d + L·(x − centre) with the
  // linear part L = (sA / sB)·k·R; at q = 0, M(b) = a + sA·t, which gives d.
  const k = (a.scale / b.scale) * t.scale
  const cos = Math.cos(t.rotation) * k
  const sin = Math.sin(t.rotation) * k
  const fromCentre = { x: b.x - centre.x, y: b.y - centre.y }
  const target = { x: a.x + a.scale * t.tx, y: a.y + a.scale * t.ty }
  const d = {
    x: target.x - centre.x - (cos * fromCentre.x - sin * fromCentre.y),
    y: target.y - centre.y - (sin * fromCentre.x + cos * fromCentre.y),
  }
  return { dx: d.x, dy: d.y / frameH, rotation: t.rotation, scale: k }
}

/** Where a point of the frame (width 1, height 1 / aspect) goes under an alignment. */
export function moveOnFrame(move: Alignment, p: Point, aspect = COMPARE_FRAME_ASPECT): Point {
  const frameH = 1 / aspect
  const centre = { x: 0.5, y: frameH / 2 }
  const cos = Math.cos(move.rotation) * move.scale
  const sin = Math.sin(move.rotation) * move.scale
  const x = p.x - centre.x
  const y = p.y - centre.y
  return { x: centre.x + move.dx + cos * x - sin * y, y: centre.y + move.dy * frameH + sin * x + cos * y }
}
