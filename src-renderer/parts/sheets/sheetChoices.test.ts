/** The visits a sheet is made of: captures by batch (or image), analysed photos only, sides both have. */
import { describe, expect, it } from 'vitest'
import type { CaptureSide, Visit } from '../../../src-shared/contract'
import { rednessRecord } from '../../testing/records'
import { firstPair, sheetCaptures, sidesOfBoth } from './sheetChoices'

const record = (ok: boolean) => ({ ...rednessRecord('x', 50), is_ok: ok })
const photo = (
  imageId: string,
  batchId: string | null,
  side: CaptureSide | null,
  at: string,
  ok = true,
): Visit => ({
  imageId,
  batchId,
  side,
  capturedAt: at,
  results: [record(ok)],
})

describe('sheetCaptures', () => {
  it('groups photos by batch (an image without one stands alone), oldest first, analysed photos only', () => {
    const captures = sheetCaptures([
      photo('lone', null, null, '2026-03-01T10:00:00Z'),
      photo('failed', 'b9', 'front', '2026-04-01T10:00:00Z', false),
      photo('b1-left', 'b1', 'left', '2026-01-01T10:00:05Z'),
      photo('b1-front', 'b1', 'front', '2026-01-01T10:00:00Z'),
    ])
    expect(captures.map((c) => [c.key, c.at, Object.keys(c.photos).sort()])).toEqual([
      ['b1', '2026-01-01T10:00:00Z', ['front', 'left']],
      // a photo whose side is not known is a front one
      ['lone', '2026-03-01T10:00:00Z', ['front']],
    ])
  })

  it('keeps the newer photo where a capture has two of a side', () => {
    const [capture] = sheetCaptures([
      photo('old', 'b1', 'front', '2026-01-01T10:00:00Z'),
      photo('new', 'b1', 'front', '2026-01-01T10:01:00Z'),
    ])
    expect(capture?.photos.front?.imageId).toBe('new')
  })
})

describe('sidesOfBoth and firstPair', () => {
  const captures = sheetCaptures([
    photo('a-front', 'a', 'front', '2026-01-01T10:00:00Z'),
    photo('a-right', 'a', 'right', '2026-01-01T10:00:00Z'),
    photo('b-right', 'b', 'right', '2026-02-01T10:00:00Z'),
    photo('c-front', 'c', 'front', '2026-03-01T10:00:00Z'),
    photo('c-right', 'c', 'right', '2026-03-01T10:00:00Z'),
  ])
  it('offers the sides both visits have, in side order', () => {
    expect(sidesOfBoth(captures[0], captures[2])).toEqual(['front', 'right'])
    expect(sidesOfBoth(captures[0], captures[1])).toEqual(['right'])
    expect(sidesOfBoth(captures[0], undefined)).toEqual([])
  })
  it('starts from the first and the latest, or from a pair asked for, earlier first', () => {
    expect(firstPair(captures)).toEqual({ before: 'a', after: 'c' })
    expect(firstPair(captures, { before: 'c', after: 'b' })).toEqual({ before: 'b', after: 'c' })
    expect(firstPair(captures, { before: 'gone', after: 'b' })).toEqual({ before: 'a', after: 'c' })
    expect(firstPair(captures.slice(0, 1))).toBeNull()
  })
})
