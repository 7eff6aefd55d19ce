import { describe, expect, it } from 'vitest'
import type { ResultRecord as AnalysisResult } from '../../../src-shared/contract'
import type { Application } from '../../api'
import {
  countAnalyses,
  expectedAnalyses,
  expectedApplications,
  rejectedSides,
  type UploadedSide,
} from './expectedResults'

function result(
  imageId: string,
  family: string,
  ok = true,
  error?: string,
  applicationId?: string,
): AnalysisResult {
  return {
    id: `${imageId}-${family}`,
    is_ok: ok,
    image_id: imageId,
    creation_time: '2025-01-01 10:00:00',
    algorithm_family_tech_name: family,
    ...(applicationId ? { application_id: applicationId } : {}),
    result: { area_results: [], ...(error ? { error } : {}) },
  }
}

const triplet = [
  { side: 'front' as const, imageId: 'f' },
  { side: 'left' as const, imageId: 'l' },
  { side: 'right' as const, imageId: 'r' },
]

const complete = (
  sides: readonly UploadedSide[],
  byImage: Map<string, AnalysisResult[]>,
  expectAcne: boolean,
  stored: string | null = null,
) => {
  const count = countAnalyses(sides, byImage, expectedAnalyses(stored, expectAcne))
  return count.requiredReady && count.ready === count.total
}

const application = (id: string, techName: string, name = techName): Application => ({
  id,
  name,
  tech_name: techName,
  description: null,
  is_enabled: true,
  algorithms_flags: null,
  image_type_tech_name: null,
  algorithms: [],
})

describe('expected results', () => {
  it('needs skin metrics on every image', () => {
    const partial = new Map([
      ['f', [result('f', 'selfie_v2.redness')]],
      ['l', [result('l', 'selfie_v2.redness')]],
    ])
    expect(complete(triplet, partial, false)).toBe(false)
    expect(countAnalyses(triplet, partial, expectedAnalyses(null, false))).toEqual({
      ready: 2,
      total: 3,
      requiredReady: false,
    })
    partial.set('r', [result('r', 'selfie_v2.pores')])
    expect(complete(triplet, partial, false)).toBe(true)
  })

  it('needs acne on the front image when an acne run applies, found by tech name in any order', () => {
    const skinOnly = new Map(triplet.map(({ imageId }) => [imageId, [result(imageId, 'selfie_v2.redness')]]))
    expect(complete(triplet, skinOnly, true)).toBe(false)
    expect(countAnalyses(triplet, skinOnly, expectedAnalyses(null, true))).toMatchObject({
      ready: 3,
      total: 4,
    })
    skinOnly.set('f', [result('f', 'acne.acne_v1'), result('f', 'selfie_v2.redness')])
    expect(complete(triplet, skinOnly, true)).toBe(true)
  })

  it('does not count an acne result as skin metrics', () => {
    const acneOnly = new Map([['f', [result('f', 'acne.acne_v1')]]])
    expect(complete([{ side: 'front', imageId: 'f' }], acneOnly, true)).toBe(false)
  })

  it("waits for each attached application by its id, a failure counting as its answer, not for 3.0's", () => {
    const face = application('face', 'face_skin_metrics_2.0')
    const age = application('age', 'perceived_age_app')
    const stored = expectedApplications(face, [
      face,
      age,
      application('acne', 'acne_analysis', 'Acne'),
      application('v3', 'face_skin_metrics_3.0'),
    ])
    expect(expectedAnalyses(stored, false)).toEqual([
      { kind: 'skin', applicationId: 'face' },
      { kind: 'other', applicationId: 'age' },
    ])
    const front = [{ side: 'front' as const, imageId: 'f' }]
    // A record of another application is not Face Skin Metrics' answer.
    const first = new Map([['f', [result('f', 'age.perceived_age', true, undefined, 'age')]]])
    expect(countAnalyses(front, first, expectedAnalyses(stored, false))).toEqual({
      ready: 1,
      total: 2,
      requiredReady: false,
    })
    first.set('f', [
      ...(first.get('f') ?? []),
      result('f', 'selfie_v2.redness', false, 'No face detected', 'face'),
    ])
    expect(complete(front, first, false, stored)).toBe(true)
  })

  it('keeps waiting for a known application only as an optional answer', () => {
    const stored = expectedApplications(null, [application('other', 'recommendation_engine')])
    const skinOnly = new Map([['f', [result('f', 'selfie_v2.redness')]]])
    expect(
      countAnalyses([{ side: 'front', imageId: 'f' }], skinOnly, expectedAnalyses(stored, false)),
    ).toEqual({
      ready: 1,
      total: 2,
      requiredReady: true,
    })
  })

  it('lists the reasons of results the algorithms could not compute, once per side', () => {
    const byImage = new Map([
      [
        'f',
        [
          result('f', 'selfie_v2.redness', false, 'No face detected'),
          result('f', 'selfie_v2.pores', false, 'No face detected'),
        ],
      ],
      ['l', [result('l', 'selfie_v2.redness')]],
      ['r', [result('r', 'selfie_v2.redness', false, 'Not full face')]],
      ['x', [result('x', 'selfie_v2.redness', false)]],
    ])
    expect(rejectedSides([...triplet, { side: 'front', imageId: 'x' }], byImage)).toEqual([
      { side: 'front', reason: 'No face detected' },
      { side: 'right', reason: 'Not full face' },
      { side: 'front', reason: '' },
    ])
  })
})
