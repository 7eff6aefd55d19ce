import { beforeAll, describe, expect, it } from 'vitest'
import {
  ACNE_ALGORITHMS,
  acneResults,
  ALGORITHM_REVISION,
  analyzeImage,
  AREA_NAMES,
  failedResult,
  loadModels,
  skinMetricsResults,
  type AlgorithmResult,
  type FaceAnalysis,
  type Metric,
} from './index'
import { type PersonName, portrait } from '../../tests/support/photos'

const RESULT_KEYS = [
  'algorithm_tech_name',
  'area_results',
  'image_type',
  'masks_original',
  'masks_restored',
  'revision',
]
const METRIC_KEYS = ['name', 'tech_name', 'units', 'value', 'widget_meta', 'widget_show', 'widget_type']

/** tech names per algorithm: [main, ...subs] (service-gaps.md "Results") */
const SKIN_TECH_NAMES: Record<string, string[]> = {
  'selfie_v2.redness': ['redness_score', 'redness_local_score', 'redness_global_score'],
  'selfie_v2.uniformness': ['uniformness_score'],
  'selfie_v2.pigmentation': ['pigmentation_score', 'number_of_regions', 'density_score'],
  'selfie_v2.acne': ['acne_score', 'number_of_regions', 'density_score', 'average_intensity_score'],
  'selfie_v2.pores': ['pores_score', 'pores_number', 'pores_density'],
  'selfie_v2.skin_tone': ['skintone_class'],
}
const SCORE_NAMES = new Set(
  Object.values(SKIN_TECH_NAMES)
    .flat()
    .filter((n) => n.endsWith('_score')),
)
const SKIN_TONES = ['Very light', 'Light', 'Intermediate', 'Tan', 'Brown', 'Dark']
const ACNE_CLASSES = ['clear', 'mild', 'moderate', 'severe']

const analyses = new Map<PersonName, FaceAnalysis>()
const analysed = (name: PersonName): FaceAnalysis => {
  const a = analyses.get(name)
  if (!a) throw new Error(`${name} not analysed`)
  return a
}

beforeAll(async () => {
  await loadModels()
  for (const name of ['darkHair', 'fair', 'showsLeftCheek', 'showsRightCheek'] as const) {
    const a = await analyzeImage(await portrait(name))
    if (!a.ok) throw new Error(`${name}: ${a.error}`)
    analyses.set(name, a)
  }
}, 120_000)

function expectMetricShape(m: Metric) {
  expect(Object.keys(m).sort()).toEqual(METRIC_KEYS)
  expect(typeof m.name).toBe('string')
  expect(m.widget_show).toBe(true)
  if (m.widget_type === 'bad_good_line') {
    expect(Number.isInteger(m.value)).toBe(true)
    expect(m.value).toBeGreaterThanOrEqual(0)
    expect(m.value).toBeLessThanOrEqual(100)
    expect(m.units).toBeNull()
    expect(m.widget_meta).toBeNull()
  } else if (m.widget_type === 'category') {
    expect(typeof m.value).toBe('string')
    const categories = m.widget_meta?.['categories']
    expect(Array.isArray(categories) && categories.includes(m.value)).toBe(true)
  } else {
    expect(m.widget_type).toBe('number')
    expect(typeof m.value).toBe('number')
    expect(m.value).toBeGreaterThanOrEqual(0)
  }
}

function expectResultShape(r: AlgorithmResult) {
  expect(Object.keys(r).sort()).toEqual(['algorithm_family_tech_name', 'result'])
  expect(Object.keys(r.result).sort()).toEqual(RESULT_KEYS)
  expect(r.result.revision).toBe(ALGORITHM_REVISION)
  expect(r.result.image_type).toBe('selfie')
  expect(r.result.masks_original).toEqual([])
  expect(r.result.masks_restored).toEqual([])
  expect(r.algorithm_family_tech_name.split('.')[1]).toBe(r.result.algorithm_tech_name)
  const areas = r.result.area_results.map((a) => a.area_name)
  expect(areas[0]).toBe('face')
  for (const a of r.result.area_results) {
    expect(Object.keys(a).sort()).toEqual(['area_name', 'main_metric', 'sub_metrics'])
    expect(AREA_NAMES).toContain(a.area_name)
    for (const m of [a.main_metric, ...a.sub_metrics]) expectMetricShape(m)
  }
}

describe('Face Skin Metrics 2.0 results (selfie_v2)', () => {
  it('one result per algorithm with the exact spec 2.2 fields and tech names', () => {
    const results = skinMetricsResults(analysed('darkHair'))
    expect(results.map((r) => r.algorithm_family_tech_name).sort()).toEqual(
      Object.keys(SKIN_TECH_NAMES).sort(),
    )
    for (const r of results) {
      expectResultShape(r)
      for (const area of r.result.area_results) {
        const names = [area.main_metric.tech_name, ...area.sub_metrics.map((m) => m.tech_name)]
        expect(names).toEqual(SKIN_TECH_NAMES[r.algorithm_family_tech_name])
        for (const m of [area.main_metric, ...area.sub_metrics]) {
          expect(m.widget_type).toBe(
            SCORE_NAMES.has(m.tech_name)
              ? 'bad_good_line'
              : m.tech_name === 'skintone_class'
                ? 'category'
                : 'number',
          )
        }
      }
    }
  })

  it('score algorithms report the face and the five regions of a frontal face; skin tone the face only', () => {
    for (const r of skinMetricsResults(analysed('darkHair'))) {
      const areas = r.result.area_results.map((a) => a.area_name)
      expect(areas).toEqual(r.result.algorithm_tech_name === 'skin_tone' ? ['face'] : [...AREA_NAMES])
    }
    const tone = skinMetricsResults(analysed('darkHair')).find(
      (r) => r.result.algorithm_tech_name === 'skin_tone',
    )
    expect(SKIN_TONES).toContain(tone?.result.area_results[0]?.main_metric.value)
    expect(tone?.result.area_results[0]?.main_metric.widget_meta).toEqual({ categories: SKIN_TONES })
  })

  it('the results are plain JSON (they survive a round trip unchanged)', () => {
    const results = skinMetricsResults(analysed('fair'))
    expect(JSON.parse(JSON.stringify(results))).toEqual(results)
    const a = analysed('fair')
    expect(JSON.parse(JSON.stringify(a))).toEqual(a)
  })
})

describe('failed results', () => {
  it('carry the error, no areas, and the shared revision', () => {
    const r = failedResult('redness', 'No face detected')
    expect(r).toEqual({
      revision: ALGORITHM_REVISION,
      image_type: 'selfie',
      area_results: [],
      algorithm_tech_name: 'redness',
      masks_restored: [],
      masks_original: [],
      error: 'No face detected',
    })
  })
})

describe('acne application results (acne.*)', () => {
  const family = ACNE_ALGORITHMS.map((a) => `acne.${a}`).sort()

  function value(results: AlgorithmResult[], algorithm: string, area = 'face'): number | string | undefined {
    const r = results.find((x) => x.algorithm_family_tech_name === `acne.${algorithm}`)
    return r?.result.area_results.find((a) => a.area_name === area)?.main_metric.value
  }

  it('front mode: the five algorithms with their units and classes', () => {
    const results = acneResults('front', { front: analysed('fair') })
    expect(results.map((r) => r.algorithm_family_tech_name).sort()).toEqual(family)
    for (const r of results) {
      expectResultShape(r)
      for (const area of r.result.area_results) {
        expect(area.sub_metrics).toEqual([])
        expect(area.main_metric.tech_name).toBe(r.result.algorithm_tech_name)
      }
    }
    expect(ACNE_CLASSES).toContain(value(results, 'acne_class'))
    const units = Object.fromEntries(
      results.map((r) => [r.result.algorithm_tech_name, r.result.area_results[0]?.main_metric.units]),
    )
    expect(units).toEqual({
      acne_class: null,
      papules: null,
      pustules: null,
      acne_inflammation: 'per mille',
      post_inflammatory_hyperpigmentation: 'per mille',
    })
    expect(Number.isInteger(value(results, 'papules'))).toBe(true)
    expect(Number.isInteger(value(results, 'pustules'))).toBe(true)
    const m = analysed('fair').metrics.areas.face
    expect(value(results, 'papules')).toBe(m.redBlobCount - m.pustuleCount)
  })

  it('triplet mode: same shape; cheeks come from the side images, the rest from the front', () => {
    const sides = {
      front: analysed('darkHair'),
      left: analysed('showsLeftCheek'),
      right: analysed('showsRightCheek'),
    }
    const triplet = acneResults('triplet', sides)
    const front = acneResults('front', { front: sides.front })
    expect(triplet.map((r) => r.algorithm_family_tech_name).sort()).toEqual(family)
    triplet.forEach(expectResultShape)
    const left = sides.left.metrics.areas.left_cheek
    const right = sides.right.metrics.areas.right_cheek
    expect(value(triplet, 'pustules', 'left_cheek')).toBe(left.pustuleCount)
    expect(value(triplet, 'pustules', 'right_cheek')).toBe(right.pustuleCount)
    expect(value(triplet, 'papules', 'left_cheek')).toBe(left.redBlobCount - left.pustuleCount)
    for (const area of ['forehead', 'nose', 'chin']) {
      for (const algorithm of ACNE_ALGORITHMS) {
        expect(value(triplet, algorithm, area)).toEqual(value(front, algorithm, area))
      }
    }
    // the face total swaps the front image's cheeks for the side images' cheeks
    const f = sides.front.metrics.areas
    const lesions = f.face.redBlobCount - f.left_cheek.redBlobCount - f.right_cheek.redBlobCount
    const expected = lesions + left.redBlobCount + right.redBlobCount
    const papules = Number(value(triplet, 'papules'))
    const pustules = Number(value(triplet, 'pustules'))
    expect(papules + pustules).toBe(Math.max(0, expected))
  })

  it('triplet mode without both side images is refused', () => {
    expect(() => acneResults('triplet', { front: analysed('darkHair') })).toThrow(/front, left and right/)
    expect(() =>
      acneResults('triplet', { front: analysed('darkHair'), left: analysed('showsLeftCheek') }),
    ).toThrow()
  })

  it('front mode ignores side images', () => {
    const alone = acneResults('front', { front: analysed('darkHair') })
    const withSides = acneResults('front', {
      front: analysed('darkHair'),
      left: analysed('showsLeftCheek'),
      right: analysed('showsRightCheek'),
    })
    expect(withSides).toEqual(alone)
  })
})
