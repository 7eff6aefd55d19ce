/**
 * The photo of one demo visit: the face's demo group photo with the visit's skin drawn over the face, then
 * "taken" with the visit's pose and light (tilted a few degrees, a little closer or further, the face a little
 * off centre, brighter or darker, warmer or cooler) and cut to a 640 px portrait like facePhotos.ts's.
 */
import { readFile } from 'node:fs/promises'
import sharp, { type OutputInfo, type Sharp } from 'sharp'
import { demoPhotoPath, faceEllipse, faceSource, PORTRAIT_WINDOW, portraitWidth } from './facePhotos'
import type { CaptureChange } from './historyPlans'
import { skinOverlay, type PhotoChange } from './photoVariants'

export interface VisitPhoto {
  bytes: Buffer
  width: number
  height: number
}

type Raw = { data: Buffer; info: OutputInfo }
const raw = (image: Sharp): Promise<Raw> => image.raw().toBuffer({ resolveWithObject: true })
const fromRaw = ({ data, info }: Raw) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })

export async function visitPhoto(
  face: number,
  skin: PhotoChange,
  capture: CaptureChange,
): Promise<VisitPhoto> {
  const { sample, box } = faceSource(face)
  const original = await readFile(demoPhotoPath(sample))
  const meta = await sharp(original).metadata()
  const ellipse = faceEllipse(box)
  const windowWidth = box.width * PORTRAIT_WINDOW.width
  const windowHeight = box.height * PORTRAIT_WINDOW.height

  // a square around the face, large enough for any window after the tilt; mirrored where the photo ends
  const side = 2 * Math.ceil(0.65 * Math.hypot(windowWidth, windowHeight))
  const left = Math.round(ellipse.cx - side / 2)
  const top = Math.round(ellipse.cy - side / 2)
  const inside = {
    left: Math.max(0, left),
    top: Math.max(0, top),
    right: Math.min(meta.width, left + side),
    bottom: Math.min(meta.height, top + side),
  }
  const square = await raw(
    sharp(original)
      .extract({
        left: inside.left,
        top: inside.top,
        width: inside.right - inside.left,
        height: inside.bottom - inside.top,
      })
      .extend({
        left: inside.left - left,
        top: inside.top - top,
        right: left + side - inside.right,
        bottom: top + side - inside.bottom,
        extendWith: 'mirror',
      }),
  )

  // the skin of this visit, drawn in the square's pixels (spot sizes as on a 640 px portrait)
  const unit = windowWidth / portraitWidth
  const local = { ...ellipse, cx: ellipse.cx - left, cy: ellipse.cy - top }
  const withSkin = await raw(
    fromRaw(square).composite([{ input: skinOverlay(side, side, local, skin, unit), blend: 'over' }]),
  )

  // the pose: tilt about the face's centre (the square's centre stays the canvas's centre)
  const tilted = await raw(fromRaw(withSkin).rotate(capture.rotateDegrees, { background: '#000' }))
  const width = windowWidth / capture.zoom
  const height = windowHeight / capture.zoom
  const cx = tilted.info.width / 2 + capture.shiftX * width
  const cy = tilted.info.height / 2 + capture.shiftY * height
  const { brightness: b, warmth: w } = capture
  const { data, info } = await fromRaw(tilted)
    .extract({
      left: Math.round(cx - width / 2),
      top: Math.round(cy - height / 2),
      width: Math.round(width),
      height: Math.round(height),
    })
    .resize({ width: portraitWidth })
    .linear([b * (1 + w), b, b * (1 - w)], [0, 0, 0])
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true })
  return { bytes: data, width: info.width, height: info.height }
}
