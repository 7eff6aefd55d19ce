/**
 * Image quality of the face region (or, without a face, the centre of the frame): how sharp, how bright, how
 * much is clipped to white. Pure arithmetic on RGBA pixels.
 */
import type { Box, RgbaFrame } from './frame'
import {
  CLIPPED_LUMA,
  MAX_CLIPPED_SHARE,
  MAX_FACE_LUMA,
  MIN_FACE_LUMA,
  MIN_SHARPNESS,
  SHARPNESS_REGION_WIDTH,
} from './thresholds'

export type FrameQuality = {
  /** Spread of the Laplacian over the mean brightness, at most SHARPNESS_REGION_WIDTH wide; gain-independent. */
  sharpness: number
  /** Mean luma, 0–255. */
  meanLuma: number
  /** Share of pixels at or above CLIPPED_LUMA, 0–1. */
  clippedShare: number
  /** Mean red over mean blue: the light's warmth on the face (compared with the baseline's, issue 28). */
  redBlue: number
}

export type ExposureVerdict = 'ok' | 'dark' | 'bright' | 'clipped'

type Rect = { x0: number; y0: number; x1: number; y1: number }

/** The region clamped to the frame; the middle half of the frame when there is no region. */
function regionOf(frame: RgbaFrame, region: Box | null): Rect {
  const box = region ?? {
    x: frame.width / 4,
    y: frame.height / 4,
    width: frame.width / 2,
    height: frame.height / 2,
  }
  const x0 = Math.max(0, Math.floor(box.x))
  const y0 = Math.max(0, Math.floor(box.y))
  const x1 = Math.min(frame.width, Math.ceil(box.x + box.width))
  const y1 = Math.min(frame.height, Math.ceil(box.y + box.height))
  return { x0, y0, x1: Math.max(x0, x1), y1: Math.max(y0, y1) }
}

/** Luma of the region, with its mean, clipped share and red/blue ratio measured on the way. */
function lumaOf(
  frame: RgbaFrame,
  r: Rect,
): { luma: Float32Array; mean: number; clipped: number; redBlue: number } {
  const w = r.x1 - r.x0
  const h = r.y1 - r.y0
  const luma = new Float32Array(w * h)
  const { data, width } = frame
  let sum = 0
  let clipped = 0
  let red = 0
  let blue = 0
  for (let y = 0; y < h; y++) {
    let i = ((r.y0 + y) * width + r.x0) * 4
    for (let x = 0; x < w; x++, i += 4) {
      const R = data[i] ?? 0
      const B = data[i + 2] ?? 0
      const l = 0.299 * R + 0.587 * (data[i + 1] ?? 0) + 0.114 * B
      luma[y * w + x] = l
      sum += l
      red += R
      blue += B
      if (l >= CLIPPED_LUMA) clipped++
    }
  }
  const n = Math.max(1, w * h)
  return { luma, mean: sum / n, clipped: clipped / n, redBlue: red / Math.max(1, blue) }
}

/** Block-averages a luma plane by a whole factor so that it is at most `maxWidth` wide. */
function shrink(luma: Float32Array, w: number, h: number, maxWidth: number) {
  const k = Math.max(1, Math.ceil(w / maxWidth))
  if (k === 1) return { plane: luma, w, h }
  const sw = Math.floor(w / k)
  const sh = Math.floor(h / k)
  const plane = new Float32Array(sw * sh)
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      let sum = 0
      for (let dy = 0; dy < k; dy++) {
        const row = (y * k + dy) * w + x * k
        for (let dx = 0; dx < k; dx++) sum += luma[row + dx] ?? 0
      }
      plane[y * sw + x] = sum / (k * k)
    }
  }
  return { plane, w: sw, h: sh }
}

function laplacianSpread(plane: Float32Array, w: number, h: number): number {
  let sum = 0
  let sumSq = 0
  let n = 0
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x
      const lap =
        4 * (plane[i] ?? 0) -
        (plane[i - 1] ?? 0) -
        (plane[i + 1] ?? 0) -
        (plane[i - w] ?? 0) -
        (plane[i + w] ?? 0)
      sum += lap
      sumSq += lap * lap
      n++
    }
  }
  if (n === 0) return 0
  const mean = sum / n
  return Math.sqrt(Math.max(0, sumSq / n - mean * mean))
}

export function measureQuality(frame: RgbaFrame, region: Box | null): FrameQuality {
  const r = regionOf(frame, region)
  const w = r.x1 - r.x0
  const h = r.y1 - r.y0
  const { luma, mean, clipped, redBlue } = lumaOf(frame, r)
  const small = shrink(luma, w, h, SHARPNESS_REGION_WIDTH)
  const sharpness = laplacianSpread(small.plane, small.w, small.h) / Math.max(1, mean)
  return { sharpness, meanLuma: mean, clippedShare: clipped, redBlue }
}

export function isSharp(quality: FrameQuality): boolean {
  return quality.sharpness >= MIN_SHARPNESS
}

export function judgeExposure(quality: FrameQuality): ExposureVerdict {
  if (quality.meanLuma < MIN_FACE_LUMA) return 'dark'
  if (quality.meanLuma > MAX_FACE_LUMA) return 'bright'
  if (quality.clippedShare > MAX_CLIPPED_SHARE) return 'clipped'
  return 'ok'
}
