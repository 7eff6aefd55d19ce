/**
 * Where the measures found what they counted: the geometry behind the Face Skin Analysis 3.0 masks. The same
 * structures the counts come from (`spots.ts` reports each one it counts), plus the red-patch pixels of
 * `color.ts`, gathered in crop pixels here and placed on the photo by `analyze.ts`.
 */
import type { FacePlanes } from './planes'
import type { SpotSink } from './spots'
import { RED_PATCH_A } from './thresholds'

/** A roundish structure: centre and the radius of a disc of the same area, in crop pixels. */
export interface Blob {
  x: number
  y: number
  r: number
}

/** A run of red cells on one row of the cell grid, in crop pixels. */
export interface CellRun {
  x: number
  y: number
  width: number
  height: number
}

export interface CropFeatures {
  /** Red patches: runs of grid cells whose skin is mostly above the red-patch threshold. */
  redness: CellRun[]
  /** Dark spots (pigmentation). */
  spots: Blob[]
  /** Dark pinpoints (pores). */
  pores: Blob[]
  /** Red blobs counted as acne lesions; `pustule` when their centre is bright. */
  lesions: (Blob & { pustule: boolean })[]
}

/** Side (crop px, ≈ 2.3 mm) of the grid the red patches are drawn on. */
export const RED_CELL_PX = 8

function blobOf(pixels: readonly number[], width: number): Blob {
  let sx = 0
  let sy = 0
  for (const i of pixels) {
    const x = i % width
    sx += x
    sy += (i - x) / width
  }
  const n = pixels.length || 1
  // pixel centres are at +0.5
  return { x: sx / n + 0.5, y: sy / n + 0.5, r: Math.max(0.75, Math.sqrt(n / Math.PI)) }
}

/** A sink for `spotStats` that keeps each counted structure's place. */
export function featureSink(planes: FacePlanes): { sink: SpotSink; features: CropFeatures } {
  const features: CropFeatures = { redness: redCells(planes), spots: [], pores: [], lesions: [] }
  const sink: SpotSink = {
    darkSpot: (pixels) => features.spots.push(blobOf(pixels, planes.width)),
    lesion: (pixels, pustule) => features.lesions.push({ ...blobOf(pixels, planes.width), pustule }),
    pore: (pixels) => features.pores.push(blobOf(pixels, planes.width)),
  }
  return { sink, features }
}

/**
 * Cells of RED_CELL_PX where at least half the cell is skin and at least half of that skin is a red patch
 * (the pixels `redPatchShare` counts), merged along each row into runs.
 */
export function redCells(planes: FacePlanes): CellRun[] {
  const { width, height, labels, smoothA } = planes
  const cols = Math.ceil(width / RED_CELL_PX)
  const rows = Math.ceil(height / RED_CELL_PX)
  const runs: CellRun[] = []
  const half = (RED_CELL_PX * RED_CELL_PX) / 2
  for (let row = 0; row < rows; row++) {
    let runStart = -1
    const y0 = row * RED_CELL_PX
    const y1 = Math.min(height, y0 + RED_CELL_PX)
    for (let col = 0; col <= cols; col++) {
      let red = false
      if (col < cols) {
        const x0 = col * RED_CELL_PX
        const x1 = Math.min(width, x0 + RED_CELL_PX)
        let skin = 0
        let reddish = 0
        for (let y = y0; y < y1; y++)
          for (let x = x0; x < x1; x++) {
            const i = y * width + x
            if (!labels[i]) continue
            skin++
            if ((smoothA[i] ?? 0) > RED_PATCH_A) reddish++
          }
        red = skin >= half && reddish * 2 >= skin
      }
      if (red && runStart < 0) runStart = col
      if (!red && runStart >= 0) {
        const x0 = runStart * RED_CELL_PX
        runs.push({ x: x0, y: y0, width: Math.min(width, col * RED_CELL_PX) - x0, height: y1 - y0 })
        runStart = -1
      }
    }
  }
  return runs
}
