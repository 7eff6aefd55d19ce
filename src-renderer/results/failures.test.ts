/** A visit's failures told once per reason, the kind of each unit, values in the UI language, viewer keys. */
import { describe, expect, it } from 'vitest'
import type { ResultRecord } from '../../src-shared/contract'
import { scrollTarget } from '../reports/viewer/scrollKeys'
import { failureGroups } from './failures'
import { formatNumber, formatSignedNumber } from './formatNumber'
import { unitKindOf } from './unitKind'

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

describe('unitKindOf', () => {
  it('knows scores, per mille, per cm² and counts', () => {
    expect(unitKindOf({ widget_type: 'bad_good_line', units: null, value: 71 })).toBe('score')
    expect(unitKindOf({ widget_type: 'number', units: 'per mille', value: 1.4 })).toBe('perMille')
    expect(unitKindOf({ widget_type: 'number', units: 'per cm²', value: 3.2 })).toBe('perCm2')
    expect(unitKindOf({ widget_type: 'number', units: null, value: 10 })).toBe('count')
    expect(unitKindOf({ widget_type: 'category', units: null, value: 'mild' })).toBeNull()
    expect(unitKindOf({ widget_type: 'number', units: 'lux', value: 3 })).toBeNull()
  })
})

describe('numbers in the UI language', () => {
  it('uses the language’s decimal sign and an explicit sign for changes', () => {
    expect(formatNumber(0.7, 'de')).toBe('0,7')
    expect(formatNumber(0.7, 'en')).toBe('0.7')
    expect(formatNumber(2.456, 'en')).toBe('2.46')
    expect(formatSignedNumber(1.5, 'de')).toBe('+1,5')
    expect(formatSignedNumber(-3, 'en')).toBe('-3')
    expect(formatSignedNumber(0, 'en')).toBe('0')
  })
})

describe('scrollTarget (the report viewer’s keys)', () => {
  const box = { scrollTop: 500, scrollHeight: 3000, clientHeight: 600 }
  it('moves by a line, by most of a screen, and to either end, never past them', () => {
    expect(scrollTarget('ArrowDown', false, box)).toBe(540)
    expect(scrollTarget('ArrowUp', false, box)).toBe(460)
    expect(scrollTarget('PageDown', false, box)).toBe(1040)
    expect(scrollTarget('PageUp', false, box)).toBe(0)
    expect(scrollTarget(' ', true, box)).toBe(0)
    expect(scrollTarget('Home', false, box)).toBe(0)
    expect(scrollTarget('End', false, box)).toBe(2400)
    expect(scrollTarget('PageDown', false, { ...box, scrollTop: 2300 })).toBe(2400)
    expect(scrollTarget('a', false, box)).toBeNull()
  })
})
