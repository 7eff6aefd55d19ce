/** A sheet's photos are of its two visits and their sides, each side once, the earlier visit first. */
import { describe, expect, it } from 'vitest'
import type { SheetPair, Visit } from '../../../src-shared/contract'
import { AppFailure } from '../appFailureError'
import { checkedPairs } from './gatherSheet'

const visit = (imageId: string, batchId: string | null, side: Visit['side'], at: string): Visit => ({
  imageId,
  batchId,
  side,
  capturedAt: at,
  results: [],
})

const visits = [
  visit('b-front', 'batch-1', 'front', '2026-01-10T10:00:00Z'),
  visit('b-left', 'batch-1', 'left', '2026-01-10T10:00:00Z'),
  visit('a-front', 'batch-2', 'front', '2026-03-10T10:00:00Z'),
  visit('a-left', 'batch-2', 'left', '2026-03-10T10:00:00Z'),
  // a photo without a batch: its own visit, keyed by its image id; no side known: the front
  visit('lone', null, null, '2026-04-10T10:00:00Z'),
]

const pair = (side: SheetPair['side'], before: string, after: string): SheetPair => ({
  side,
  beforeImageId: before,
  afterImageId: after,
  beforeShot: null,
  afterShot: null,
})

const args = (pairs: SheetPair[], before = 'batch-1', after = 'batch-2') => ({
  before: { key: before, at: null },
  after: { key: after, at: null },
  pairs,
})

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (e) {
    return e instanceof AppFailure ? [e.code, e.field] : e
  }
  return null
}

describe('checkedPairs', () => {
  it('finds each pair’s two photos in their visits', () => {
    const found = checkedPairs(
      args([pair('front', 'b-front', 'a-front'), pair('left', 'b-left', 'a-left')]),
      visits,
    )
    expect(found.map((f) => [f.before.imageId, f.after.imageId])).toEqual([
      ['b-front', 'a-front'],
      ['b-left', 'a-left'],
    ])
    expect(checkedPairs(args([pair('front', 'a-front', 'lone')], 'batch-2', 'lone'), visits)).toHaveLength(1)
  })

  it.each([
    ['a photo of the other visit', args([pair('front', 'a-front', 'b-front')])],
    ['a photo of another side', args([pair('front', 'b-left', 'a-front')])],
    ['a side twice', args([pair('front', 'b-front', 'a-front'), pair('front', 'b-front', 'a-front')])],
    ['the same visit twice', args([pair('front', 'b-front', 'b-front')], 'batch-1', 'batch-1')],
    ['a photo the history does not have', args([pair('front', 'b-front', 'gone')])],
    ['the later visit first', args([pair('front', 'a-front', 'b-front')], 'batch-2', 'batch-1')],
  ])('refuses %s', (_, wrong) => {
    expect(refusal(() => checkedPairs(wrong, visits))).toEqual(['sheet_pairs_invalid', 'pairs'])
  })
})
