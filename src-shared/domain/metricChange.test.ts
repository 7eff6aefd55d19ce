/** Compare's and the before/after sheet's metric change: matched by tech name, judged against the noise floors. */
import { describe, expect, it } from 'vitest'
import { deltaDirection, lowerIsBetter, metricDeltas, versionOf, type RecordShape } from './metricChange'
import { floorsWith, isClearChange, NOISE_FLOORS } from './noiseFloors'

const record = (algorithm: string, value: number | string, family = 'selfie_v2'): RecordShape => ({
  is_ok: true,
  algorithm_family_tech_name: `${family}.${algorithm}`,
  result: {
    algorithm_tech_name: algorithm,
    area_results: [
      {
        area_name: 'face',
        main_metric: {
          name: algorithm,
          tech_name: `${algorithm}_score`,
          value,
          widget_type: typeof value === 'string' ? 'category' : 'bad_good_line',
        },
      },
    ],
  },
})

describe('metricDeltas', () => {
  it('compares two visits metric by metric, whatever order the service sent them in', () => {
    const before = { results: [record('redness', 60), record('acne', 80), record('skin_type', 'dry')] }
    const after = { results: [record('skin_type', 'oily'), record('acne', 70), record('redness', 80)] }
    const rows = metricDeltas(before, after)
    expect(rows.map((r) => [r.techName, r.kind === 'numeric' ? r.direction : r.after])).toEqual([
      ['acne_score', 'worse'],
      ['redness_score', 'better'],
      ['skin_type_score', 'oily'],
    ])
  })

  it('says no clear change inside the floor, and leaves out a metric only one visit has', () => {
    const rows = metricDeltas(
      { results: [record('redness', 60)] },
      { results: [record('redness', 66), record('pores', 50)] },
    )
    expect(rows).toEqual([
      expect.objectContaining({ techName: 'redness_score', delta: 6, direction: 'noClearChange' }),
    ])
  })

  it('knows a 3.0 visit', () => {
    expect(versionOf({ results: [record('redness', 1, 'face_skin_metrics_3')] })).toBe('3.0')
    expect(versionOf({ results: [record('redness', 1)] })).toBeNull()
  })
})

describe('deltaDirection', () => {
  it('treats selfie_v2 scores as higher-is-better', () => {
    expect(deltaDirection('redness_score', 60, 78)).toBe('better')
    expect(deltaDirection('acne_score', 80, 70)).toBe('worse')
    expect(deltaDirection('pores_score', 55, 55)).toBe('same')
  })

  it('calls a change within the metric’s noise floor no clear change, whichever way it goes', () => {
    expect(deltaDirection('redness_score', 60, 66)).toBe('noClearChange')
    expect(deltaDirection('redness_score', 60, 52)).toBe('noClearChange')
    expect(deltaDirection('pores_score', 60, 64)).toBe('better')
    expect(deltaDirection('pores_score', 60, 62)).toBe('noClearChange')
    // no floor measured for acne counts: every change counts
    expect(deltaDirection('papules', 2, 3)).toBe('worse')
  })

  it('treats acne counts and per-mille measures as lower-is-better', () => {
    expect(deltaDirection('papules', 6, 2)).toBe('better')
    expect(deltaDirection('pustules', 1, 3)).toBe('worse')
    expect(deltaDirection('acne_inflammation', 4.2, 3.1, 'per mille')).toBe('better')
    expect(deltaDirection('post_inflammatory_hyperpigmentation', 1, 2, 'per mille')).toBe('worse')
    expect(lowerIsBetter('some_new_measure', 'per mille')).toBe(true)
    expect(lowerIsBetter('uniformness_score', null)).toBe(false)
  })
})

/** The noise floors in force (issue 28): the measured ones with this service's overrides over them. */
describe('the floors in force', () => {
  it('are the measured ones with the overrides over them, ignoring what has no measured floor', () => {
    const floors = floorsWith({ redness_score: 2, eye_age: 9 })
    expect(floors.redness_score).toBe(2)
    expect(floors.pores_score).toBe(NOISE_FLOORS.pores_score)
    expect(floors.eye_age).toBeUndefined()
  })

  it('turn a change inside the measured floor into a clear one once the service’s floor is lower', () => {
    const measured = NOISE_FLOORS.redness_score ?? 0
    const change = measured - 1
    expect(isClearChange('redness_score', 50, 50 + change)).toBe(false)
    expect(deltaDirection('redness_score', 50, 50 + change)).toBe('noClearChange')
    const lower = floorsWith({ redness_score: 2 })
    expect(deltaDirection('redness_score', 50, 50 + change, null, lower)).toBe('better')
    expect(deltaDirection('redness_score', 50, 50 - change, null, lower)).toBe('worse')
  })
})
