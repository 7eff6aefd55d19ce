/** Face Skin Metrics 2.0 (family `selfie_v2`): one result per algorithm, areas `face` plus named regions. */
import { CALIBRATION, linearScore, SKIN_TONE_CLASSES, skinToneClass, WEIGHTS } from '../calibration'
import {
  AREA_NAMES,
  type AlgorithmResult,
  type AreaMeasures,
  type AreaResult,
  type FaceAnalysis,
  type Metric,
} from '../types'
import { categoryMetric, numberMetric, resultObject, round1, scoreMetric } from './metric'

export const SKIN_METRICS_FAMILY = 'selfie_v2'
export const SKIN_METRICS_ALGORITHMS = [
  'redness',
  'uniformness',
  'pigmentation',
  'acne',
  'pores',
  'skin_tone',
] as const
export type SkinMetricsAlgorithm = (typeof SKIN_METRICS_ALGORITHMS)[number]

/** A region with fewer skin pixels than this (hidden, turned away, covered) gets no area result. */
export const MIN_AREA_PIXELS = 400

const C = CALIBRATION
const W = WEIGHTS
const per100Cm2 = (count: number, m: AreaMeasures): number => (m.areaCm2 > 0 ? (100 * count) / m.areaCm2 : 0)
const perMille = (pixels: number, m: AreaMeasures): number =>
  m.skinPixels > 0 ? (1000 * pixels) / m.skinPixels : 0

type AreaMetrics = (m: AreaMeasures) => { main: Metric; subs: Metric[] }

const ALGORITHMS: Record<SkinMetricsAlgorithm, AreaMetrics> = {
  redness: (m) => {
    const global = linearScore(m.meanA, C.rednessGlobal)
    const local = linearScore(m.redPatchShare, C.rednessLocal)
    const main = Math.round(W.redness.global * global + W.redness.local * local)
    return {
      main: scoreMetric('Redness', 'redness_score', main),
      subs: [
        scoreMetric('Local redness', 'redness_local_score', local),
        scoreMetric('Global redness', 'redness_global_score', global),
      ],
    }
  },
  uniformness: (m) => ({
    main: scoreMetric('Uniformness', 'uniformness_score', linearScore(m.blotchiness, C.uniformness)),
    subs: [],
  }),
  pigmentation: (m) => {
    const count = linearScore(per100Cm2(m.darkSpotCount, m), C.pigmentationCount)
    const density = linearScore(perMille(m.darkSpotPixels, m), C.pigmentationDensity)
    return {
      main: scoreMetric(
        'Pigmentation',
        'pigmentation_score',
        Math.round(W.pigmentation.count * count + W.pigmentation.density * density),
      ),
      subs: [
        numberMetric('Number of regions', 'number_of_regions', m.darkSpotCount, null),
        scoreMetric('Density', 'density_score', density),
      ],
    }
  },
  acne: (m) => {
    const count = linearScore(per100Cm2(m.redBlobCount, m), C.acneCount)
    const density = linearScore(perMille(m.redBlobPixels, m), C.acneDensity)
    const intensity = m.redBlobCount > 0 ? linearScore(m.redBlobMeanPeak, C.acneIntensity) : 100
    return {
      main: scoreMetric(
        'Acne',
        'acne_score',
        Math.round(W.acne.count * count + W.acne.density * density + W.acne.intensity * intensity),
      ),
      subs: [
        numberMetric('Number of regions', 'number_of_regions', m.redBlobCount, null),
        scoreMetric('Density', 'density_score', density),
        scoreMetric('Average intensity', 'average_intensity_score', intensity),
      ],
    }
  },
  pores: (m) => {
    const densityPerCm2 = m.areaCm2 > 0 ? m.poreCount / m.areaCm2 : 0
    const density = linearScore(densityPerCm2, C.poresDensity)
    const texture = linearScore(m.textureRms, C.poresTexture)
    return {
      main: scoreMetric(
        'Pores',
        'pores_score',
        Math.round(W.pores.density * density + W.pores.texture * texture),
      ),
      subs: [
        numberMetric('Number of pores', 'pores_number', m.poreCount, null),
        numberMetric('Pores density', 'pores_density', round1(densityPerCm2), 'per cm²'),
      ],
    }
  },
  skin_tone: (m) => ({
    main: categoryMetric(
      'Skin tone',
      'skintone_class',
      skinToneClass(m.itaDegrees),
      SKIN_TONE_CLASSES.map((c) => c.name),
    ),
    subs: [],
  }),
}

function areaResults(algorithm: SkinMetricsAlgorithm, a: FaceAnalysis): AreaResult[] {
  const areas = algorithm === 'skin_tone' ? (['face'] as const) : AREA_NAMES
  return areas
    .filter((name) => name === 'face' || a.metrics.areas[name].skinPixels >= MIN_AREA_PIXELS)
    .map((name) => {
      const { main, subs } = ALGORITHMS[algorithm](a.metrics.areas[name])
      return { area_name: name, main_metric: main, sub_metrics: subs }
    })
}

export function skinMetricsResults(a: FaceAnalysis): AlgorithmResult[] {
  return SKIN_METRICS_ALGORITHMS.map((algorithm) => ({
    algorithm_family_tech_name: `${SKIN_METRICS_FAMILY}.${algorithm}`,
    result: resultObject(algorithm, areaResults(algorithm, a)),
  }))
}

/** The main score (0–100) of one scored algorithm on one area's measures (Face Skin Analysis 3.0 shares them). */
export function mainScore(algorithm: Exclude<SkinMetricsAlgorithm, 'skin_tone'>, m: AreaMeasures): number {
  return Number(ALGORITHMS[algorithm](m).main.value)
}
