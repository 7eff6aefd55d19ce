/**
 * "Crop to the treated zones" (issue 45, the marketing sheet): each face zone as a box in the landmarks' frame of
 * a photo, and the union of the boxes of the zones treated between two visits that the photo's side shows. Front
 * zones are on the front photo; the temple, jawline and cheek of one side on that side's photo (a cheek shows on
 * both). Pure.
 *
 * The landmarks' frame: its origin the eyes' midpoint, its `v` axis from there to the mouth (v = 1 at the mouth),
 * its `u` axis square to it, of the same length, pointing to the photo's right when the face is upright. A box is
 * [u0, u1] × [v0, v1] in it. On the front photo the patient's left is on the photo's right (u > 0); a side photo's
 * box lies on the side away from the nose (the temple, the cheek and the jaw are behind the face's front).
 */
import type { CaptureSide, FaceZone } from '../../../src-shared/contract'
import type { FacePoint, FaceShot } from '../../../src-shared/domain/faceMatch'

/** [u0, u1] × [v0, v1] in the landmarks' frame. */
export type ZoneBox = { u0: number; u1: number; v0: number; v1: number }
/** A part of a photo, in shares of its width and height (0–1). */
export type PhotoRegion = { left: number; top: number; width: number; height: number }

/** A front zone of the patient's right, mirrored for the left (the patient's right is on the photo's left). */
const right = (u0: number, u1: number, v0: number, v1: number): [ZoneBox, ZoneBox] => [
  { u0, u1, v0, v1 },
  { u0: -u1, u1: -u0, v0, v1 },
]

const [crowsFeetRight, crowsFeetLeft] = right(-1.15, -0.6, -0.35, 0.3)
const [underEyeRight, underEyeLeft] = right(-0.75, -0.15, 0.05, 0.4)
const [cheekRight, cheekLeft] = right(-1.05, -0.3, 0.3, 0.9)
const [nasolabialRight, nasolabialLeft] = right(-0.5, -0.12, 0.5, 1.05)
const [marionetteRight, marionetteLeft] = right(-0.6, -0.18, 1.0, 1.45)

/** The front photo's zones. */
export const FRONT_ZONES: Partial<Record<FaceZone, ZoneBox>> = {
  forehead: { u0: -0.9, u1: 0.9, v0: -1.05, v1: -0.3 },
  glabella: { u0: -0.28, u1: 0.28, v0: -0.45, v1: 0.05 },
  crowsFeetRight,
  crowsFeetLeft,
  underEyeRight,
  underEyeLeft,
  nose: { u0: -0.28, u1: 0.28, v0: -0.05, v1: 0.75 },
  cheekRight,
  cheekLeft,
  nasolabialRight,
  nasolabialLeft,
  lips: { u0: -0.45, u1: 0.45, v0: 0.8, v1: 1.2 },
  marionetteRight,
  marionetteLeft,
  chin: { u0: -0.45, u1: 0.45, v0: 1.2, v1: 1.65 },
  neck: { u0: -0.75, u1: 0.75, v0: 1.65, v1: 2.4 },
}

/** A side photo's zones, `back` measured from the eyes away from the nose (in the landmarks' length). */
type SideBox = { back0: number; back1: number; v0: number; v1: number }
const SIDE_BOXES: Record<'temple' | 'cheek' | 'jawline', SideBox> = {
  temple: { back0: 0.45, back1: 1.3, v0: -0.85, v1: -0.05 },
  cheek: { back0: 0.05, back1: 0.95, v0: 0.2, v1: 0.95 },
  jawline: { back0: -0.1, back1: 1.4, v0: 0.85, v1: 1.55 },
}

/** The zones a side's photo shows, with their kind on a side photo. */
const SIDE_ZONES: Record<'left' | 'right', Partial<Record<FaceZone, keyof typeof SIDE_BOXES>>> = {
  left: { templeLeft: 'temple', cheekLeft: 'cheek', jawlineLeft: 'jawline' },
  right: { templeRight: 'temple', cheekRight: 'cheek', jawlineRight: 'jawline' },
}

type Frame = { origin: FacePoint; v: FacePoint; u: FacePoint }

function frameOf(shot: FaceShot): Frame | null {
  const origin = { x: (shot.eyeLeft.x + shot.eyeRight.x) / 2, y: (shot.eyeLeft.y + shot.eyeRight.y) / 2 }
  const v = { x: shot.mouth.x - origin.x, y: shot.mouth.y - origin.y }
  if (Math.hypot(v.x, v.y) < 1e-6) return null
  // square to v, turned so that an upright face's u points to the photo's right (y grows downwards)
  return { origin, v, u: { x: v.y, y: -v.x } }
}

const at = (f: Frame, u: number, v: number): FacePoint => ({
  x: f.origin.x + u * f.u.x + v * f.v.x,
  y: f.origin.y + u * f.u.y + v * f.v.y,
})

/** The box of a zone on this side's photo, or null when that photo does not show it. */
export function zoneBox(zone: FaceZone, side: CaptureSide, shot: FaceShot): ZoneBox | null {
  if (side === 'front') return FRONT_ZONES[zone] ?? null
  const kind = SIDE_ZONES[side][zone]
  if (!kind) return null
  const frame = frameOf(shot)
  if (!frame) return null
  const box = SIDE_BOXES[kind]
  // the nose's u says which way the face looks; the zone lies the other way
  const len2 = frame.u.x * frame.u.x + frame.u.y * frame.u.y
  const noseU =
    ((shot.nose.x - frame.origin.x) * frame.u.x + (shot.nose.y - frame.origin.y) * frame.u.y) / len2
  const back = noseU >= 0 ? -1 : 1
  const [a, b] = [back * box.back0, back * box.back1]
  return { u0: Math.min(a, b), u1: Math.max(a, b), v0: box.v0, v1: box.v1 }
}

/** How much is added round the union, as a share of its larger side, so the zone is seen in its surroundings. */
const MARGIN = 0.15

/**
 * The part of the photo (shares of its width and height, clipped to it) that holds every zone of `zones` its
 * side shows, with a margin; null when it shows none of them or the face cannot be placed.
 */
export function treatedRegion(
  zones: readonly FaceZone[],
  side: CaptureSide,
  shot: FaceShot,
): PhotoRegion | null {
  const frame = frameOf(shot)
  if (!frame || shot.width <= 0 || shot.height <= 0) return null
  const corners: FacePoint[] = []
  for (const zone of new Set(zones)) {
    const box = zoneBox(zone, side, shot)
    if (!box) continue
    for (const [u, v] of [
      [box.u0, box.v0],
      [box.u1, box.v0],
      [box.u0, box.v1],
      [box.u1, box.v1],
    ] as const)
      corners.push(at(frame, u, v))
  }
  if (corners.length === 0) return null
  const xs = corners.map((p) => p.x)
  const ys = corners.map((p) => p.y)
  let [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const pad = Math.max(x1 - x0, y1 - y0) * MARGIN
  x0 = Math.max(0, x0 - pad)
  y0 = Math.max(0, y0 - pad)
  x1 = Math.min(shot.width, x1 + pad)
  y1 = Math.min(shot.height, y1 + pad)
  if (x1 - x0 < 1 || y1 - y0 < 1) return null
  return {
    left: x0 / shot.width,
    top: y0 / shot.height,
    width: (x1 - x0) / shot.width,
    height: (y1 - y0) / shot.height,
  }
}
