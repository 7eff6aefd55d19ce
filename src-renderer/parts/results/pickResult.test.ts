import { describe, expect, it } from 'vitest'
import { record, shuffled } from '../../testing/resultRecords'
import { findArea, findResult } from './pickResult'

describe('picking results by tech name', () => {
  const records = ['redness', 'uniformness', 'pigmentation', 'acne', 'pores'].map((a, i) => record(a, 50 + i))

  it('finds the same record whatever the order', () => {
    for (let seed = 1; seed < 8; seed++) {
      const list = shuffled(records, seed)
      const pores = findResult(list, 'pores')
      expect(pores && findArea(pores, 'face')?.main_metric.value).toBe(54)
      expect(findResult(list, 'selfie_v2.redness')?.result.algorithm_tech_name).toBe('redness')
      expect(findResult(list, 'nope')).toBeUndefined()
    }
  })
})
