import { describe, expect, it } from 'vitest'
import type { ResultRecord as AnalysisResult } from '../../src-shared/contract'
import { rejectedSides, resultsComplete } from '../../src-main/work/uploadQueue/expectedResults'

function result(imageId: string, family: string, ok = true, error?: string): AnalysisResult {
  return {
    id: `${imageId}-${family}`,
    is_ok: ok,
    image_id: imageId,
    creation_time: '2025-01-01 10:00:00',
    algorithm_family_tech_name: family,
    result: { area_results: [], ...(error ? { error } : {}) },
  }
}

const triplet = [
  { side: 'front' as const, imageId: 'f' },
  { side: 'left' as const, imageId: 'l' },
  { side: 'right' as const, imageId: 'r' },
]

describe('expected results', () => {
  it('needs skin metrics on every image', () => {
    const partial = new Map([
      ['f', [result('f', 'selfie_v2.redness')]],
      ['l', [result('l', 'selfie_v2.redness')]],
    ])
    expect(resultsComplete(triplet, partial, false)).toBe(false)
    partial.set('r', [result('r', 'selfie_v2.pores')])
    expect(resultsComplete(triplet, partial, false)).toBe(true)
  })

  it('needs acne on the front image when an acne run applies, found by tech name in any order', () => {
    const skinOnly = new Map(triplet.map(({ imageId }) => [imageId, [result(imageId, 'selfie_v2.redness')]]))
    expect(resultsComplete(triplet, skinOnly, true)).toBe(false)
    skinOnly.set('f', [result('f', 'acne.acne_v1'), result('f', 'selfie_v2.redness')])
    expect(resultsComplete(triplet, skinOnly, true)).toBe(true)
  })

  it('does not count an acne result as skin metrics', () => {
    const acneOnly = new Map([['f', [result('f', 'acne.acne_v1')]]])
    expect(resultsComplete([{ side: 'front', imageId: 'f' }], acneOnly, true)).toBe(false)
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
    ])
    expect(rejectedSides(triplet, byImage)).toEqual([
      { side: 'front', reason: 'No face detected' },
      { side: 'right', reason: 'Not full face' },
    ])
  })
})
