/** Cuts the face out of the working image and scales it so every face is measured at the same size. */
import { cropRgb, type RgbImage } from './decode'
import { dist, lm, type Point } from './geometry'
import { facePolygons } from './regions'

/** Jaw width (landmark 0 to 16) of the normalised crop, in pixels. */
export const FACE_WIDTH_PX = 480
/** Assumed real jaw width at landmarks 0–16 (adult average, about 14 cm), giving the crop's physical scale. */
export const FACE_WIDTH_CM = 14

export interface FaceCrop {
  image: RgbImage
  /** The landmarks in crop pixels. */
  landmarks: Point[]
  cmPerPixel: number
  /** Where the crop sits in the working image: working x = left + crop x / scaleX (y likewise). */
  placement: { left: number; top: number; scaleX: number; scaleY: number }
}

export async function cropFace(working: RgbImage, landmarks: readonly Point[]): Promise<FaceCrop> {
  const jaw = dist(lm(landmarks, 0), lm(landmarks, 16)) || 1
  const outline = facePolygons(landmarks).outline
  const pad = 0.03 * jaw
  const xs = outline.map((q) => q.x)
  const ys = outline.map((q) => q.y)
  const left = Math.max(0, Math.floor(Math.min(...xs) - pad))
  const top = Math.max(0, Math.floor(Math.min(...ys) - pad))
  const right = Math.min(working.width, Math.ceil(Math.max(...xs) + pad))
  const bottom = Math.min(working.height, Math.ceil(Math.max(...ys) + pad))
  const width = Math.max(1, right - left)
  const height = Math.max(1, bottom - top)
  const k = FACE_WIDTH_PX / jaw
  const outWidth = Math.max(1, Math.round(width * k))
  const outHeight = Math.max(1, Math.round(height * k))
  const image = await cropRgb(working, { left, top, width, height }, outWidth, outHeight)
  const kx = outWidth / width
  const ky = outHeight / height
  return {
    image,
    landmarks: landmarks.map((q) => ({ x: (q.x - left) * kx, y: (q.y - top) * ky })),
    cmPerPixel: FACE_WIDTH_CM / FACE_WIDTH_PX,
    placement: { left, top, scaleX: kx, scaleY: ky },
  }
}
