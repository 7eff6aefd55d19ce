import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import sharp from 'sharp'

/** A face in one of @vladmandic/face-api's demo photos (real group photos, 1920 px wide). */
export interface FaceSource {
  sample: number
  /** The face as the SSD detector boxes it, in the sample's pixels. */
  box: { x: number; y: number; width: number; height: number }
}

/** Frontal faces (detector yaw under 11°), each cropped to a portrait of one person. */
export const faceSources: readonly FaceSource[] = [
  { sample: 3, box: { x: 1075, y: 215, width: 220, height: 299 } },
  { sample: 6, box: { x: 1180, y: 305, width: 188, height: 280 } },
  { sample: 6, box: { x: 1487, y: 263, width: 212, height: 296 } },
  { sample: 1, box: { x: 1476, y: 199, width: 203, height: 241 } },
  { sample: 5, box: { x: 1113, y: 198, width: 158, height: 236 } },
]

/** Centre and half-axes of an ellipse around a face. */
export interface FaceEllipse {
  cx: number
  cy: number
  rx: number
  ry: number
}

export interface FacePhoto {
  /** JPEG portrait. */
  bytes: Buffer
  width: number
  height: number
  /** The face in the portrait. */
  face: FaceEllipse
}

export const portraitWidth = 640

/** The portrait's window around a face, as a multiple of the face box (centred on the box). */
export const PORTRAIT_WINDOW = { width: 1.9, height: 1.7 } as const

/** The ellipse drawn over a face (its skin, without hair and background), in the box's coordinates. */
export function faceEllipse(box: FaceSource['box']): FaceEllipse {
  return {
    cx: box.x + box.width / 2,
    cy: box.y + box.height / 2,
    rx: (box.width / 2) * 0.8,
    ry: (box.height / 2) * 0.85,
  }
}

export function faceSource(index: number): FaceSource {
  return faceSources[index % faceSources.length] as FaceSource
}

export function demoPhotoPath(sample: number): string {
  const packageJson = createRequire(__filename).resolve('@vladmandic/face-api/package.json')
  return join(dirname(packageJson), 'demo', `sample${sample}.jpg`)
}

/** The portrait of face `index` (0-based, wraps around): cropped around the face, 640 px wide. */
export async function facePhoto(index: number): Promise<FacePhoto> {
  const source = faceSource(index)
  const original = await readFile(demoPhotoPath(source.sample))
  const meta = await sharp(original).metadata()
  const { x, y, width: w, height: h } = source.box
  const left = Math.max(0, Math.round(x + w / 2 - (w * PORTRAIT_WINDOW.width) / 2))
  const top = Math.max(0, Math.round(y + h / 2 - (h * PORTRAIT_WINDOW.height) / 2))
  const width = Math.min(Math.round(w * PORTRAIT_WINDOW.width), meta.width - left)
  const height = Math.min(Math.round(h * PORTRAIT_WINDOW.height), meta.height - top)
  const scale = portraitWidth / width
  const { data, info } = await sharp(original)
    .extract({ left, top, width, height })
    .resize({ width: portraitWidth })
    .jpeg({ quality: 92 })
    .toBuffer({ resolveWithObject: true })
  const e = faceEllipse(source.box)
  return {
    bytes: data,
    width: info.width,
    height: info.height,
    face: { cx: (e.cx - left) * scale, cy: (e.cy - top) * scale, rx: e.rx * scale, ry: e.ry * scale },
  }
}
