/**
 * The skin label map of a face crop: 0 = not skin, 1 = face skin outside the named regions, and
 * 2 + k for AREA_NAMES[1 + k] (forehead, nose, left_cheek, right_cheek, chin). Skin = inside the landmark
 * outline, outside eyes/brows/mouth/nostrils, and near the median skin colour (drops hair, shadows, glare).
 */
import type { Point } from './geometry'
import type { LabPlanes } from './lab'
import { MedianHistogram } from './histogram'
import { fillPolygon } from './raster'
import { facePolygons } from './regions'
import { AREA_NAMES, type AreaName } from './types'

/** Skin is eroded by this many pixels, so boundary pixels (hair strands, lashes, lip edge) stay out. */
export const SKIN_ERODE_PX = 3
/** Largest |L* − median L*| still counted as skin. */
export const SKIN_L_RANGE = 32
/** Largest a*b* distance from the median skin chromaticity still counted as skin. */
export const SKIN_CHROMA_RANGE = 38

export const labelOf = (area: AreaName): number => AREA_NAMES.indexOf(area) + 1

export function buildSkinLabels(lab: LabPlanes, landmarks: readonly Point[]): Uint8Array {
  const { width, height } = lab
  const labels = new Uint8Array(width * height)
  const polygons = facePolygons(landmarks)
  fillPolygon(width, height, polygons.outline, (i) => (labels[i] = 1))
  for (const area of ['forehead', 'nose', 'left_cheek', 'right_cheek', 'chin'] as const) {
    const code = labelOf(area)
    fillPolygon(width, height, polygons[area], (i) => {
      if (labels[i]) labels[i] = code
    })
  }
  for (const poly of polygons.exclusions) fillPolygon(width, height, poly, (i) => (labels[i] = 0))

  const hist = [new MedianHistogram(), new MedianHistogram(), new MedianHistogram()] as const
  for (let i = 0; i < labels.length; i++) {
    if ((labels[i] ?? 0) < 2) continue
    hist[0].add(lab.L[i] ?? 0)
    hist[1].add(lab.A[i] ?? 0)
    hist[2].add(lab.B[i] ?? 0)
  }
  const [mL, mA, mB] = hist.map((h) => h.median())
  for (let i = 0; i < labels.length; i++) {
    if (!labels[i]) continue
    const dL = Math.abs((lab.L[i] ?? 0) - (mL ?? 0))
    const dC = Math.hypot((lab.A[i] ?? 0) - (mA ?? 0), (lab.B[i] ?? 0) - (mB ?? 0))
    if (dL > SKIN_L_RANGE || dC > SKIN_CHROMA_RANGE) labels[i] = 0
  }
  return erode(labels, width, height, SKIN_ERODE_PX)
}

/** Keeps a labelled pixel only when its whole (2r+1)² window is labelled (image border counts as outside). */
function erode(labels: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const rows = new Uint16Array(labels.length)
  for (let y = 0; y < height; y++) {
    let run = 0
    for (let x = 0; x < width; x++) {
      run = labels[y * width + x] ? run + 1 : 0
      rows[y * width + x] = run
    }
  }
  const out = new Uint8Array(labels.length)
  const side = 2 * r + 1
  for (let x = 0; x < width; x++) {
    let run = 0
    for (let y = 0; y < height; y++) {
      // a pixel is "full" when the horizontal window ending r to its right is labelled
      const xr = x + r
      run = xr < width && (rows[y * width + xr] ?? 0) >= side ? run + 1 : 0
      const yc = y - r
      if (run >= side && yc >= 0) out[yc * width + x] = labels[yc * width + x] ?? 0
    }
  }
  return out
}
