/** Colour statistics per area: mean a*, red-patch share, blotchiness, fine texture, median L* and b*, ITA. */
import { MedianHistogram } from '../histogram'
import { AREA_COUNT, areaIndices, type FacePlanes } from './planes'
import { RED_PATCH_A } from './thresholds'

export interface ColourStats {
  skinPixels: number
  meanA: number
  redPatchShare: number
  blotchiness: number
  textureRms: number
  medianL: number
  medianB: number
  itaDegrees: number
}

/** Individual typology angle (degrees): atan2(L* − 50, b*); equals atan((L* − 50)/b*)·180/π for b* > 0. */
export const itaDegrees = (l: number, b: number): number => (Math.atan2(l - 50, b) * 180) / Math.PI

export function colourStats(planes: FacePlanes): ColourStats[] {
  const n = new Float64Array(AREA_COUNT)
  const sumA = new Float64Array(AREA_COUNT)
  const red = new Float64Array(AREA_COUNT)
  const blotch = new Float64Array(AREA_COUNT)
  const texture = new Float64Array(AREA_COUNT)
  const histL = Array.from({ length: AREA_COUNT }, () => new MedianHistogram())
  const histB = Array.from({ length: AREA_COUNT }, () => new MedianHistogram())
  const { labels, lab } = planes
  for (let i = 0; i < labels.length; i++) {
    const areas = areaIndices(labels[i] ?? 0)
    if (areas.length === 0) continue
    const a = planes.smoothA[i] ?? 0
    const dL = (planes.midL[i] ?? 0) - (planes.largeL[i] ?? 0)
    const dA = (planes.midA[i] ?? 0) - (planes.largeA[i] ?? 0)
    const dB = (planes.midB[i] ?? 0) - (planes.largeB[i] ?? 0)
    const hp = (lab.L[i] ?? 0) - (planes.smoothL[i] ?? 0)
    for (const k of areas) {
      n[k] = (n[k] ?? 0) + 1
      sumA[k] = (sumA[k] ?? 0) + a
      if (a > RED_PATCH_A) red[k] = (red[k] ?? 0) + 1
      blotch[k] = (blotch[k] ?? 0) + dL * dL + dA * dA + dB * dB
      texture[k] = (texture[k] ?? 0) + hp * hp
      histL[k]?.add(lab.L[i] ?? 0)
      histB[k]?.add(lab.B[i] ?? 0)
    }
  }
  return Array.from({ length: AREA_COUNT }, (_, k) => {
    const count = n[k] ?? 0
    const medianL = histL[k]?.median() ?? 0
    const medianB = histB[k]?.median() ?? 0
    const per = (v: number | undefined): number => (count > 0 ? (v ?? 0) / count : 0)
    return {
      skinPixels: count,
      meanA: per(sumA[k]),
      redPatchShare: per(red[k]),
      blotchiness: Math.sqrt(per(blotch[k])),
      textureRms: Math.sqrt(per(texture[k])),
      medianL,
      medianB,
      itaDegrees: itaDegrees(medianL, medianB),
    }
  })
}
