import { describe, expect, it } from 'vitest'
import { deltaDirection, lowerIsBetter } from './direction'

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
