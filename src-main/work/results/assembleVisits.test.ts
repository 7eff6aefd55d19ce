import { describe, expect, it } from 'vitest'
import type { ResultRecord } from '../../../src-shared/contract'
import { assembleVisits } from './assembleVisits'
import { isoFromServiceTime } from './serviceTimes'
import type { CachedBatch, CachedImage } from '../../store/cache/subjectMedia'

const rec = (id: string, imageId: string, creation = '2024-05-01 12:00:00'): ResultRecord => ({
  id,
  is_ok: true,
  image_id: imageId,
  creation_time: creation,
  result: { area_results: [] },
})
const image = (imageId: string, batchId: string, side: string | null = 'front'): CachedImage => ({
  imageId,
  datasetId: 'd',
  subjectId: 's',
  batchId,
  side,
  originalUrl: null,
})
const batch = (batchId: string, creationTime: string | null): CachedBatch => ({
  batchId,
  subjectId: 's',
  creationTime,
  imagesCount: 1,
})

describe('isoFromServiceTime', () => {
  it('reads the service form as UTC and ISO-8601 as is', () => {
    expect(isoFromServiceTime('2024-02-29 23:05:01')).toBe('2024-02-29T23:05:01Z')
    expect(isoFromServiceTime('2024-02-29T23:05:01+01:00')).toBe('2024-02-29T22:05:01Z')
    expect(isoFromServiceTime('2024-02-29 23:05:01.250')).toBe('2024-02-29T23:05:01.250Z')
    expect(isoFromServiceTime('yesterday')).toBeNull()
    expect(isoFromServiceTime(null)).toBeNull()
  })
})

describe('assembleVisits', () => {
  it('groups by image, newest capture first, with batch time and side', () => {
    const visits = assembleVisits([rec('a1', 'old'), rec('b1', 'new'), rec('a2', 'old'), rec('c1', 'odd')], {
      images: new Map([
        ['old', image('old', 'b-old')],
        ['new', image('new', 'b-new', 'left')],
        ['odd', image('odd', 'b-odd', 'top')],
      ]),
      batches: new Map([
        ['b-old', batch('b-old', '2024-01-10 08:30:00')],
        ['b-new', batch('b-new', '2024-03-10 08:30:00')],
        ['b-odd', batch('b-odd', '2024-02-10 08:30:00')],
      ]),
    })
    expect(visits.map((v) => [v.imageId, v.capturedAt, v.side, v.results.length])).toEqual([
      ['new', '2024-03-10T08:30:00Z', 'left', 1],
      ['odd', '2024-02-10T08:30:00Z', null, 1],
      ['old', '2024-01-10T08:30:00Z', 'front', 2],
    ])
    expect(visits[0]?.batchId).toBe('b-new')
  })

  it('falls back to the oldest record time when the image is unknown, and skips timeless images', () => {
    const visits = assembleVisits(
      [
        rec('a', 'x', '2024-05-02 00:00:00'),
        rec('b', 'x', '2024-05-01 00:00:00'),
        { ...rec('c', 'y'), creation_time: null },
      ],
      { images: new Map(), batches: new Map() },
    )
    expect(visits).toEqual([
      expect.objectContaining({
        imageId: 'x',
        batchId: null,
        side: null,
        capturedAt: '2024-05-01T00:00:00Z',
      }),
    ])
  })

  it('keeps the service order for images captured at the same time', () => {
    const media = {
      images: new Map([
        ['f', image('f', 'b')],
        ['l', image('l', 'b', 'left')],
      ]),
      batches: new Map([['b', batch('b', '2024-01-01 00:00:00')]]),
    }
    expect(assembleVisits([rec('1', 'l'), rec('2', 'f')], media).map((v) => v.imageId)).toEqual(['l', 'f'])
  })
})
