/**
 * The acne application's records agree with themselves on real faces (issue 14): per lesion type the areas
 * add up to the face, each area's class follows its own lesion count, and the face's class follows the face's
 * count and is never milder than its worst area (clear only without lesions). Checked on every face found in
 * face-api's demo photos, in front mode and in triplet mode.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { acneResults, type AlgorithmResult } from './index'
import { analysedDemoFaces, type DemoFace } from '../../tests/support/demoPhotoFaces'

const CLASS_ORDER = ['clear', 'mild', 'moderate', 'severe']

let faces: DemoFace[] = []

beforeAll(async () => {
  faces = await analysedDemoFaces()
}, 180_000)

interface AreaAcne {
  papules: number
  pustules: number
  acneClass: string
}

/** Papules, pustules and class per area of one image's acne records. */
function byArea(results: AlgorithmResult[]): Map<string, AreaAcne> {
  const values = (algorithm: string) => {
    const r = results.find((x) => x.algorithm_family_tech_name === `acne.${algorithm}`)
    if (!r) throw new Error(`no acne.${algorithm}`)
    return new Map(r.result.area_results.map((a) => [a.area_name, a.main_metric.value]))
  }
  const [papules, pustules, classes] = [values('papules'), values('pustules'), values('acne_class')]
  expect([...papules.keys()]).toEqual([...classes.keys()])
  expect([...pustules.keys()]).toEqual([...classes.keys()])
  return new Map(
    [...classes.keys()].map((area) => [
      area,
      {
        papules: Number(papules.get(area)),
        pustules: Number(pustules.get(area)),
        acneClass: String(classes.get(area)),
      },
    ]),
  )
}

/** Every image's acne records: front mode of each face, and triplets of three different faces. */
function allResults(): { label: string; areas: Map<string, AreaAcne> }[] {
  const front = faces.map((f) => ({
    label: `front ${f.label}`,
    areas: byArea(acneResults('front', { front: f.analysis })),
  }))
  const triplets = faces.map((f, i) => {
    const left = faces[(i + 1) % faces.length] as DemoFace
    const right = faces[(i + 2) % faces.length] as DemoFace
    const sides = { front: f.analysis, left: left.analysis, right: right.analysis }
    return { label: `triplet ${f.label}`, areas: byArea(acneResults('triplet', sides)) }
  })
  return [...front, ...triplets]
}

const rank = (acneClass: string): number => {
  const k = CLASS_ORDER.indexOf(acneClass)
  if (k < 0) throw new Error(`unknown acne class ${acneClass}`)
  return k
}

describe('acne records are consistent on real faces', () => {
  it('finds many analysable faces in the demo photos', () => {
    expect(faces.length).toBeGreaterThanOrEqual(12)
    // and some of them have lesions, so the checks below check something
    const withLesions = allResults().filter(({ areas }) => {
      const face = areas.get('face')
      return face && face.papules + face.pustules > 0
    })
    expect(withLesions.length).toBeGreaterThanOrEqual(5)
  })

  it('per lesion type the areas add up exactly to the face total', () => {
    for (const { label, areas } of allResults()) {
      const face = areas.get('face')
      const regions = [...areas].filter(([name]) => name !== 'face').map(([, a]) => a)
      expect(regions.length, label).toBeGreaterThan(0)
      expect(
        regions.reduce((s, a) => s + a.papules, 0),
        `${label} papules`,
      ).toBe(face?.papules)
      expect(
        regions.reduce((s, a) => s + a.pustules, 0),
        `${label} pustules`,
      ).toBe(face?.pustules)
    }
  })

  it('an area is clear exactly when it has no lesions, and more lesions never give a milder class', () => {
    const observed: { lesions: number; rank: number; where: string }[] = []
    for (const { label, areas } of allResults()) {
      for (const [area, a] of areas) {
        const lesions = a.papules + a.pustules
        expect(a.acneClass === 'clear', `${label} ${area}: ${lesions} lesions, ${a.acneClass}`).toBe(
          lesions === 0,
        )
        observed.push({ lesions, rank: rank(a.acneClass), where: `${label} ${area}` })
      }
    }
    // the class is a non-decreasing function of the area's own lesion count
    observed.sort((x, y) => x.lesions - y.lesions || x.rank - y.rank)
    for (let i = 1; i < observed.length; i++) {
      const [a, b] = [observed[i - 1], observed[i]]
      if (!a || !b) continue
      expect(b.rank, `${b.where} (${b.lesions}) vs ${a.where} (${a.lesions})`).toBeGreaterThanOrEqual(a.rank)
    }
  })

  it("the face's class is never milder than its worst area", () => {
    for (const { label, areas } of allResults()) {
      const face = rank(areas.get('face')?.acneClass ?? '')
      for (const [area, a] of areas) {
        expect(face, `${label}: face vs ${area} (${a.acneClass})`).toBeGreaterThanOrEqual(rank(a.acneClass))
      }
    }
  })
})
