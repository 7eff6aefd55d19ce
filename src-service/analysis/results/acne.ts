/**
 * Acne application (family `acne`). `front` measures the front image alone. `triplet` measures each cheek
 * on the side photo that faces it (subject's left cheek on the `left` image, right on `right`), the rest
 * of the face on the front image, and combines them by adding skin pixels (all crops share one scale, so
 * pixels are comparable).
 *
 * The records agree with themselves: the face's papules and pustules are the sums over the areas reported
 * (lesions elsewhere are not counted, see measure/spots.ts), each area's class follows its own lesion count,
 * and the face's class follows the face's count, so it is never milder than its worst area (calibration.ts).
 */
import { ACNE_CLASSES, acneClass } from '../calibration'
import { AREA_NAMES, type AlgorithmResult, type AreaName, type FaceAnalysis, type Metric } from '../types'
import { categoryMetric, numberMetric, resultObject, round1 } from './metric'
import { MIN_AREA_PIXELS } from './skinMetrics'

export const ACNE_FAMILY = 'acne'
export const ACNE_ALGORITHMS = [
  'acne_class',
  'papules',
  'pustules',
  'acne_inflammation',
  'post_inflammatory_hyperpigmentation',
] as const
export type AcneAlgorithm = (typeof ACNE_ALGORITHMS)[number]

interface AcneCounts {
  skinPixels: number
  /** Inflammatory lesions: papules + pustules. */
  lesions: number
  pustules: number
  inflamedPixels: number
  pihPixels: number
}

function countsOf(a: FaceAnalysis, area: AreaName): AcneCounts {
  const m = a.metrics.areas[area]
  return {
    skinPixels: m.skinPixels,
    lesions: m.redBlobCount,
    pustules: m.pustuleCount,
    inflamedPixels: m.redBlobPixels,
    pihPixels: m.pihPixels,
  }
}

function combine(sign: 1 | -1, x: AcneCounts, y: AcneCounts): AcneCounts {
  const f = (k: keyof AcneCounts): number => Math.max(0, x[k] + sign * y[k])
  return {
    skinPixels: f('skinPixels'),
    lesions: f('lesions'),
    pustules: f('pustules'),
    inflamedPixels: f('inflamedPixels'),
    pihPixels: f('pihPixels'),
  }
}

type Sides = { front: FaceAnalysis; left?: FaceAnalysis; right?: FaceAnalysis }

/** Each area's measures, taken from the image that shows it; the face's pixels combined from them. */
function areaCounts(mode: 'front' | 'triplet', sides: Sides): Record<AreaName, AcneCounts> {
  const fromFront = (area: AreaName): AcneCounts => countsOf(sides.front, area)
  const out = Object.fromEntries(AREA_NAMES.map((area) => [area, fromFront(area)])) as Record<
    AreaName,
    AcneCounts
  >
  if (mode === 'front') return out
  const { left, right } = sides
  if (!left || !right) throw new Error('Triplet mode needs the front, left and right images')
  out.left_cheek = countsOf(left, 'left_cheek')
  out.right_cheek = countsOf(right, 'right_cheek')
  let face = fromFront('face')
  face = combine(-1, combine(-1, face, fromFront('left_cheek')), fromFront('right_cheek'))
  out.face = combine(1, combine(1, face, out.left_cheek), out.right_cheek)
  return out
}

/** The face's lesion counts as the sums over the reported regions, so the records add up exactly. */
function withFaceTotals(
  counts: Record<AreaName, AcneCounts>,
  regions: readonly AreaName[],
): Record<AreaName, AcneCounts> {
  const sum = (k: 'lesions' | 'pustules'): number => regions.reduce((s, area) => s + counts[area][k], 0)
  return { ...counts, face: { ...counts.face, lesions: sum('lesions'), pustules: sum('pustules') } }
}

const perMille = (pixels: number, c: AcneCounts): number =>
  c.skinPixels > 0 ? round1((1000 * pixels) / c.skinPixels) : 0

const METRICS: Record<AcneAlgorithm, (c: AcneCounts) => Metric> = {
  acne_class: (c) =>
    categoryMetric(
      'Acne class',
      'acne_class',
      acneClass(c.lesions),
      ACNE_CLASSES.map((k) => k.name),
    ),
  papules: (c) => numberMetric('Papules', 'papules', c.lesions - c.pustules, null),
  pustules: (c) => numberMetric('Pustules', 'pustules', c.pustules, null),
  acne_inflammation: (c) =>
    numberMetric('Acne inflammation', 'acne_inflammation', perMille(c.inflamedPixels, c), 'per mille'),
  post_inflammatory_hyperpigmentation: (c) =>
    numberMetric(
      'Post-inflammatory hyperpigmentation',
      'post_inflammatory_hyperpigmentation',
      perMille(c.pihPixels, c),
      'per mille',
    ),
}

export function acneResults(mode: 'front' | 'triplet', sides: Sides): AlgorithmResult[] {
  const measured = areaCounts(mode, sides)
  const regions = AREA_NAMES.filter((area) => area !== 'face' && measured[area].skinPixels >= MIN_AREA_PIXELS)
  const counts = withFaceTotals(measured, regions)
  const areas: AreaName[] = ['face', ...regions]
  return ACNE_ALGORITHMS.map((algorithm) => ({
    algorithm_family_tech_name: `${ACNE_FAMILY}.${algorithm}`,
    result: resultObject(
      algorithm,
      areas.map((area) => ({
        area_name: area,
        main_metric: METRICS[algorithm](counts[area]),
        sub_metrics: [],
      })),
    ),
  }))
}
