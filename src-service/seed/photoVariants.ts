import sharp from 'sharp'
import { seededRandom } from '../faultMode'
import type { FaceEllipse, FacePhoto } from './facePhotos'

export interface PhotoChange {
  /** Opacity (0–1) of a red glow over the face: more is redder skin. */
  redness: number
  /** Small reddish (papules) and brown (marks) spots composited on the cheeks, forehead and chin. */
  blemishes: number
  /** Places the spots; the same seed gives the same spots, so a growing count adds to the earlier ones. */
  seed: number
}

/** `unit`: pixels of the image per pixel of a 640 px portrait (sizes of spots and blur). */
function spots(face: FaceEllipse, change: PhotoChange, unit: number): string {
  const random = seededRandom(change.seed)
  const { cx, cy, rx, ry } = face
  const out: string[] = []
  while (out.length < change.blemishes) {
    const angle = random() * Math.PI * 2
    const distance = 0.35 + random() * 0.55
    const x = cx + Math.cos(angle) * rx * distance
    const y = cy + Math.sin(angle) * ry * distance
    // keep off the eyes and mouth: the upper-middle band and the lower centre
    if (Math.abs(y - (cy - ry * 0.25)) < ry * 0.18 && Math.abs(x - cx) < rx * 0.75) continue
    if (y > cy + ry * 0.35 && y < cy + ry * 0.6 && Math.abs(x - cx) < rx * 0.35) continue
    const red = random() < 0.7
    const r = ((red ? 2.2 : 1.8) + random() * 2.2) * unit
    const fill = red ? 'rgb(176,38,44)' : 'rgb(92,52,34)'
    out.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" fill-opacity="0.8"/>`,
    )
  }
  return out.join('')
}

/** An SVG of `width` × `height` with the skin change drawn over `face` (transparent elsewhere). */
export function skinOverlay(
  width: number,
  height: number,
  face: FaceEllipse,
  change: PhotoChange,
  unit = 1,
): Buffer {
  const { cx, cy, rx, ry } = face
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="glow"><stop offset="0" stop-color="rgb(225,30,45)" stop-opacity="${change.redness}"/>
      <stop offset="0.75" stop-color="rgb(225,30,45)" stop-opacity="${change.redness * 0.8}"/>
      <stop offset="1" stop-color="rgb(225,30,45)" stop-opacity="0"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${0.9 * unit}"/></filter>
  </defs>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.05}" ry="${ry * 1.05}" fill="url(#glow)"/>
  <g filter="url(#soft)">${spots(face, change, unit)}</g>
</svg>`
  return Buffer.from(svg)
}

/** The portrait with a redness level and a number of blemishes. */
export async function changedPhoto(photo: FacePhoto, change: PhotoChange): Promise<Buffer> {
  return sharp(photo.bytes)
    .composite([{ input: skinOverlay(photo.width, photo.height, photo.face, change), blend: 'over' }])
    .jpeg({ quality: 90 })
    .toBuffer()
}
