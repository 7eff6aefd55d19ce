/**
 * Small structures per area: dark spots (pigmentation, PIH), red blobs (acne, pustules) and pores. A red blob
 * (lesion) belongs to the region of its peak pixel; one whose peak lies on face skin outside the five named
 * regions is not counted at all, so the face's lesion count is exactly the sum of the regions' counts.
 */
import { findComponents } from '../components'
import { AREA_COUNT, areaIndices, type FacePlanes } from './planes'
import {
  DARK_SPOT_DELTA_L,
  MAX_ELONGATION,
  MIN_FILL,
  PIH_DELTA_A,
  PORE_DELTA_L,
  PORE_MAX_PIXELS,
  PUSTULE_DELTA_L,
  RED_BLOB_DELTA_A,
  SPOT_MAX_PIXELS,
  SPOT_MIN_PIXELS,
} from './thresholds'

/** Receives each structure that is counted, as its pixels (row-major indices of the crop). */
export interface SpotSink {
  darkSpot(pixels: readonly number[]): void
  lesion(pixels: readonly number[], pustule: boolean): void
  pore(pixels: readonly number[]): void
}

export interface SpotStats {
  darkSpotCount: number
  darkSpotPixels: number
  pihPixels: number
  redBlobCount: number
  redBlobPixels: number
  redBlobMeanPeak: number
  pustuleCount: number
  poreCount: number
}

const empty = (): SpotStats => ({
  darkSpotCount: 0,
  darkSpotPixels: 0,
  pihPixels: 0,
  redBlobCount: 0,
  redBlobPixels: 0,
  redBlobMeanPeak: 0,
  pustuleCount: 0,
  poreCount: 0,
})

function candidates(planes: FacePlanes, test: (i: number) => boolean): Uint8Array {
  const on = new Uint8Array(planes.labels.length)
  for (let i = 0; i < on.length; i++) if (planes.labels[i] && test(i)) on[i] = 1
  return on
}

/** True when the pixels form a roundish patch rather than a line or an arc. */
function isRoundish(pixels: number[], width: number): boolean {
  let x0 = Infinity
  let x1 = -Infinity
  let y0 = Infinity
  let y1 = -Infinity
  for (const i of pixels) {
    const x = i % width
    const y = (i - x) / width
    x0 = Math.min(x0, x)
    x1 = Math.max(x1, x)
    y0 = Math.min(y0, y)
    y1 = Math.max(y1, y)
  }
  const w = x1 - x0 + 1
  const h = y1 - y0 + 1
  return Math.max(w, h) <= MAX_ELONGATION * Math.min(w, h) && pixels.length >= MIN_FILL * w * h
}

/**
 * Calls `visit` for each roundish component of `on` within the size limits, with the area indices of its
 * peak pixel (the pixel where `strength` is largest).
 */
function eachBlob(
  planes: FacePlanes,
  on: Uint8Array,
  minPixels: number,
  maxPixels: number,
  strength: (i: number) => number,
  visit: (pixels: number[], areas: readonly number[], peak: number) => void,
) {
  for (const { pixels } of findComponents(on, planes.width, planes.height)) {
    if (pixels.length < minPixels || pixels.length > maxPixels) continue
    if (pixels.length > 2 && !isRoundish(pixels, planes.width)) continue
    let peakIndex = pixels[0] ?? 0
    for (const i of pixels) if (strength(i) > strength(peakIndex)) peakIndex = i
    visit(pixels, areaIndices(planes.labels[peakIndex] ?? 0), strength(peakIndex))
  }
}

/** Adds `amount` for each pixel of `pixels` to the areas of that pixel. */
function addPerPixel(planes: FacePlanes, pixels: number[], add: (k: number) => void) {
  for (const i of pixels) for (const k of areaIndices(planes.labels[i] ?? 0)) add(k)
}

export function spotStats(planes: FacePlanes, sink?: SpotSink): SpotStats[] {
  const out = Array.from({ length: AREA_COUNT }, empty)
  const at = (k: number): SpotStats => out[k] ?? empty()
  const { smoothL, smoothA, localL, localA, lab } = planes
  const dL = (i: number): number => (smoothL[i] ?? 0) - (localL[i] ?? 0)
  const dA = (i: number): number => (smoothA[i] ?? 0) - (localA[i] ?? 0)

  const dark = candidates(planes, (i) => dL(i) < -DARK_SPOT_DELTA_L)
  eachBlob(
    planes,
    dark,
    SPOT_MIN_PIXELS,
    SPOT_MAX_PIXELS,
    (i) => -dL(i),
    (pixels, areas) => {
      for (const k of areas) at(k).darkSpotCount++
      sink?.darkSpot(pixels)
      addPerPixel(planes, pixels, (k) => at(k).darkSpotPixels++)
      const meanDA = pixels.reduce((s, i) => s + dA(i), 0) / pixels.length
      if (meanDA > PIH_DELTA_A) addPerPixel(planes, pixels, (k) => at(k).pihPixels++)
    },
  )

  const peaks = Array.from({ length: AREA_COUNT }, () => 0)
  const red = candidates(planes, (i) => dA(i) > RED_BLOB_DELTA_A)
  eachBlob(planes, red, SPOT_MIN_PIXELS, SPOT_MAX_PIXELS, dA, (pixels, areas, peak) => {
    // a lesion counts in the five named regions only (peak inside one), so the face's count is their sum
    if (areas.length < 2) return
    const brightest = pixels.reduce((m, i) => Math.max(m, dL(i)), -Infinity)
    sink?.lesion(pixels, brightest > PUSTULE_DELTA_L)
    for (const k of areas) {
      at(k).redBlobCount++
      peaks[k] = (peaks[k] ?? 0) + peak
      if (brightest > PUSTULE_DELTA_L) at(k).pustuleCount++
    }
    addPerPixel(planes, pixels, (k) => at(k).redBlobPixels++)
  })
  out.forEach((s, k) => (s.redBlobMeanPeak = s.redBlobCount > 0 ? (peaks[k] ?? 0) / s.redBlobCount : 0))

  const pores = candidates(planes, (i) => (lab.L[i] ?? 0) - (smoothL[i] ?? 0) < -PORE_DELTA_L)
  const poreDepth = (i: number): number => (smoothL[i] ?? 0) - (lab.L[i] ?? 0)
  eachBlob(planes, pores, 1, PORE_MAX_PIXELS, poreDepth, (pixels, areas) => {
    for (const k of areas) at(k).poreCount++
    if (areas.length > 0) sink?.pore(pixels)
  })
  return out
}
