/** A visit's failures told once per reason. */
import { describe, expect, it } from 'vitest'
import type { ResultRecord } from '../../../src-shared/contract'
import { failureGroups } from './failures'

const failed = (family: string, error: string): ResultRecord => ({
  id: family,
  is_ok: false,
  image_id: 'img',
  algorithm_family_tech_name: family,
  result: { error, area_results: [] },
})

describe('failureGroups', () => {
  it('tells eleven analyses that found no face as one failure naming all of them', () => {
    const records = [
      ...['redness', 'uniformness', 'pigmentation', 'acne', 'pores', 'skin_tone'].map((a) =>
        failed(`selfie_v2.${a}`, 'No face detected'),
      ),
      ...[
        'acne_class',
        'papules',
        'pustules',
        'acne_inflammation',
        'post_inflammatory_hyperpigmentation',
      ].map((a) => failed(`acne.${a}`, 'no face detected ')),
    ]
    const groups = failureGroups(records)
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({
      reason: expect.stringMatching(/^no face detected$/i),
      known: 'no_face',
      advice: 'retake',
    })
    expect(groups[0]?.algorithms).toHaveLength(11)
  })

  it('keeps different reasons apart, ignores results that are fine', () => {
    const ok = { ...failed('selfie_v2.pores', ''), is_ok: true }
    const groups = failureGroups([failed('selfie_v2.redness', 'Internal error'), ok, failed('x.y', 'Odd')])
    expect(groups.map((g) => [g.known, g.advice, g.algorithms])).toEqual([
      ['internal', 'reupload', ['redness']],
      [null, 'none', ['y']],
    ])
  })
})
