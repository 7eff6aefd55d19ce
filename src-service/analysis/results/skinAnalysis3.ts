/**
 * Face Skin Analysis 3.0 parameters (the v3 results' `parameters`) from the front photo's measures. The real
 * service's documentation elides what a parameter holds; the shape here is chosen (src-service/README.md, "Face
 * Skin Analysis 3.0"): a 0–100 `score` (higher is better) with the documented grade (1–5) and tag, and per
 * parameter its own figure (`density` per mille, or `amount`), for the face and per area. The masks are added by
 * the service (`v3/results.ts`): they are links, per side, to SVG drawn from each side's features.
 */
import { skinToneClass } from '../calibration'
import type { AreaMeasures, AreaName, FaceAnalysis } from '../types'
import { round1 } from './metric'
import { MIN_AREA_PIXELS, mainScore } from './skinMetrics'

/** The parameters this service computes, and which of them have masks (what their SVG draws). */
export const SKIN_ANALYSIS_3_PARAMETERS = ['redness', 'pigmentation', 'pores', 'pimples', 'ita'] as const
export type SkinAnalysis3Parameter = (typeof SKIN_ANALYSIS_3_PARAMETERS)[number]
export const MASKED_PARAMETERS = ['redness', 'pigmentation', 'pores', 'pimples'] as const
export type MaskedParameter = (typeof MASKED_PARAMETERS)[number]

/** Areas named as the documentation's 3.0 examples name them (the local service measures these four). */
const AREAS: readonly AreaName[] = ['forehead', 'nose', 'left_cheek', 'right_cheek']

/** The documentation's grade table: 90–100 → 1 Great, 80–89 → 2 Good, 50–79 → 3 Average, 30–49 → 4, < 30 → 5 Poor. */
export function gradeOf(score: number): { grade: number; tag: string } {
  if (score >= 90) return { grade: 1, tag: 'Great' }
  if (score >= 80) return { grade: 2, tag: 'Good' }
  if (score >= 50) return { grade: 3, tag: 'Average' }
  if (score >= 30) return { grade: 4, tag: 'Poor' }
  return { grade: 5, tag: 'Poor' }
}

const scored = (score: number) => ({ score, ...gradeOf(score) })

function perArea<T>(a: FaceAnalysis, figure: (m: AreaMeasures) => T): Record<string, T> {
  const out: Record<string, T> = {}
  for (const name of AREAS) {
    const m = a.metrics.areas[name]
    if (m.skinPixels >= MIN_AREA_PIXELS) out[name] = figure(m)
  }
  return out
}

const perMille = (part: number, m: AreaMeasures) =>
  round1(m.skinPixels > 0 ? (1000 * part) / m.skinPixels : 0)

export type SkinAnalysis3Values = Record<SkinAnalysis3Parameter, Record<string, unknown>>

/** The parameters of a batch from its front photo's analysis (without masks). */
export function skinAnalysis3Parameters(front: FaceAnalysis): SkinAnalysis3Values {
  const face = front.metrics.areas.face
  return {
    redness: {
      ...scored(mainScore('redness', face)),
      density: round1(1000 * face.redPatchShare),
      areas: perArea(front, (m) => ({ density: round1(1000 * m.redPatchShare) })),
    },
    pigmentation: {
      ...scored(mainScore('pigmentation', face)),
      amount: face.darkSpotCount,
      density: perMille(face.darkSpotPixels, face),
      areas: perArea(front, (m) => ({ amount: m.darkSpotCount })),
    },
    pores: {
      ...scored(mainScore('pores', face)),
      amount: face.poreCount,
      areas: perArea(front, (m) => ({ amount: m.poreCount })),
    },
    pimples: {
      ...scored(mainScore('acne', face)),
      amount: face.redBlobCount,
      areas: perArea(front, (m) => ({ amount: m.redBlobCount })),
    },
    ita: {
      value: round1(face.itaDegrees),
      skin_tone: skinToneClass(face.itaDegrees),
      areas: perArea(front, (m) => ({ value: round1(m.itaDegrees) })),
    },
  }
}
