/**
 * A before/after pair's photos as the sheet shows them (issue 45; run in the parser process, which holds no key:
 * sharp, libvips): both cut to the compare frame (3:4, the earlier photo's cover placement) or to the treated
 * zones' part of it, the later photo moved onto the earlier one by the similarity of their landmarks
 * (src-shared/domain/similarity.ts, as compare aligns it: faceAlignment.ts), and both re-encoded as JPEG with no
 * metadata (sharp writes none unless asked: no EXIF, XMP, IPTC, ICC or GPS, whatever the uploaded photo carried).
 * A pair without a face in either photo is shown as taken: each photo in its own frame.
 */
import sharp from 'sharp'
import { COMPARE_FRAME_ASPECT } from '../../../src-shared/domain/faceAlignment'
import type { FaceShot } from '../../../src-shared/domain/faceMatch'
import { similarityTransform, type Point, type Similarity } from '../../../src-shared/domain/similarity'
import { MAX_INPUT_PIXELS } from '../capture/preparePhoto'
import type { PairImages, SheetPairIn } from './sheetDrawing'

/** The longer side of a photo as drawn: 4 in. at 300 dpi is well within it. */
const MAX_OUT = 1200
const JPEG_QUALITY = 88
/** What shows where the moved photo does not reach. */
const FILL = 236

type Rect = { left: number; top: number; width: number; height: number }
type Raw = { data: Buffer; width: number; height: number }

/** The compare frame of a photo: the largest 3:4 part in its middle (object-fit: cover). */
function frameOf(width: number, height: number): Rect {
  if (width / height > COMPARE_FRAME_ASPECT) {
    const w = height * COMPARE_FRAME_ASPECT
    return { left: (width - w) / 2, top: 0, width: w, height }
  }
  const h = width / COMPARE_FRAME_ASPECT
  return { left: 0, top: (height - h) / 2, width, height: h }
}

async function orientedSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  return { width: meta.autoOrient.width, height: meta.autoOrient.height }
}

/** The photo upright, in sRGB, 3 channels, its width scaled by `factor` (never enlarged). */
async function decoded(bytes: Uint8Array, width: number, factor: number): Promise<Raw> {
  const target = Math.max(1, Math.round(width * Math.min(1, factor)))
  const { data, info } = await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: target })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Draws `out` (w × h) by sampling `src` where `at` says (bilinear; outside it, FILL). */
function sampled(src: Raw, w: number, h: number, at: (x: number, y: number) => Point): Buffer {
  const out = Buffer.alloc(w * h * 3)
  const { data, width, height } = src
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const p = at(i + 0.5, j + 0.5)
      const x = p.x - 0.5
      const y = p.y - 0.5
      const o = (j * w + i) * 3
      if (x < -0.5 || y < -0.5 || x > width - 0.5 || y > height - 0.5) {
        out[o] = out[o + 1] = out[o + 2] = FILL
        continue
      }
      const x0 = Math.max(0, Math.min(width - 1, Math.floor(x)))
      const y0 = Math.max(0, Math.min(height - 1, Math.floor(y)))
      const x1 = Math.min(width - 1, x0 + 1)
      const y1 = Math.min(height - 1, y0 + 1)
      const fx = Math.max(0, Math.min(1, x - x0))
      const fy = Math.max(0, Math.min(1, y - y0))
      for (let c = 0; c < 3; c++) {
        const a = data[(y0 * width + x0) * 3 + c]! * (1 - fx) + data[(y0 * width + x1) * 3 + c]! * fx
        const b = data[(y1 * width + x0) * 3 + c]! * (1 - fx) + data[(y1 * width + x1) * 3 + c]! * fx
        out[o + c] = Math.round(a * (1 - fy) + b * fy)
      }
    }
  }
  return out
}

const jpeg = (raw: Buffer, width: number, height: number) =>
  sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
    .toBuffer()

/** The shot's landmarks in the photo's own pixels (the renderer may have measured it at another size). */
function landmarks(shot: FaceShot, width: number, height: number): Point[] {
  const sx = width / shot.width
  const sy = height / shot.height
  return [shot.eyeLeft, shot.eyeRight, shot.nose, shot.mouth].map((p) => ({ x: p.x * sx, y: p.y * sy }))
}

/** Where a point of the earlier photo is on the later one: the inverse of the later photo's move onto it. */
function inverse(t: Similarity): (p: Point) => Point {
  const c = Math.cos(-t.rotation) / t.scale
  const s = Math.sin(-t.rotation) / t.scale
  return (p) => {
    const x = p.x - t.tx
    const y = p.y - t.ty
    return { x: c * x - s * y, y: s * x + c * y }
  }
}

function intersect(a: Rect, b: Rect): Rect {
  const left = Math.max(a.left, b.left)
  const top = Math.max(a.top, b.top)
  const right = Math.min(a.left + a.width, b.left + b.width)
  const bottom = Math.min(a.top + a.height, b.top + b.height)
  return right - left >= 1 && bottom - top >= 1 ? { left, top, width: right - left, height: bottom - top } : a
}

export async function pairImages(pair: SheetPairIn): Promise<PairImages> {
  const [sizeB, sizeA] = await Promise.all([orientedSize(pair.before.bytes), orientedSize(pair.after.bytes)])
  const frameB = frameOf(sizeB.width, sizeB.height)
  const shown = pair.region
    ? intersect(
        {
          left: pair.region.left * sizeB.width,
          top: pair.region.top * sizeB.height,
          width: pair.region.width * sizeB.width,
          height: pair.region.height * sizeB.height,
        },
        frameB,
      )
    : frameB
  const k = Math.min(1, MAX_OUT / Math.max(shown.width, shown.height))
  const w = Math.max(1, Math.round(shown.width * k))
  const h = Math.max(1, Math.round(shown.height * k))
  // an output pixel's place on the earlier photo, in its own pixels
  const onBefore = (x: number, y: number): Point => ({
    x: shown.left + (x / w) * shown.width,
    y: shown.top + (y / h) * shown.height,
  })

  const before = await decoded(pair.before.bytes, sizeB.width, k)
  const fb = before.width / sizeB.width
  const beforeRaw = sampled(before, w, h, (x, y) => {
    const p = onBefore(x, y)
    return { x: p.x * fb, y: p.y * fb }
  })

  const { before: shotB, after: shotA } = { before: pair.before.shot, after: pair.after.shot }
  const move =
    shotB && shotA
      ? similarityTransform(
          landmarks(shotA, sizeA.width, sizeA.height),
          landmarks(shotB, sizeB.width, sizeB.height),
        )
      : null
  let afterRaw: Buffer
  if (move) {
    const back = inverse(move)
    const after = await decoded(pair.after.bytes, sizeA.width, k / move.scale)
    const fa = after.width / sizeA.width
    afterRaw = sampled(after, w, h, (x, y) => {
      const q = back(onBefore(x, y))
      return { x: q.x * fa, y: q.y * fa }
    })
  } else {
    // nothing to align by (no face, or landmarks that span nothing): the later photo in its own frame, as taken
    const frameA = frameOf(sizeA.width, sizeA.height)
    const after = await decoded(pair.after.bytes, sizeA.width, w / frameA.width)
    const fa = after.width / sizeA.width
    afterRaw = sampled(after, w, h, (x, y) => ({
      x: (frameA.left + (x / w) * frameA.width) * fa,
      y: (frameA.top + (y / h) * frameA.height) * fa,
    }))
  }
  const [beforeJpeg, afterJpeg] = await Promise.all([jpeg(beforeRaw, w, h), jpeg(afterRaw, w, h)])
  return { before: beforeJpeg, after: afterJpeg, width: w, height: h }
}
