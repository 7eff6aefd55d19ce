import { describe, expect, it } from 'vitest'
import type { FaceShot } from '../../../../src-shared/domain/faceMatch'
import { aFaceShot } from '../../../../tests/support/faceShots'
import { pointComparability } from './pointComparability'
import type { SeriesPoint } from './series'

const shot = aFaceShot
const point = (day: number, faceShot: FaceShot | null, side: SeriesPoint['side'] = 'front'): SeriesPoint => ({
  time: Date.UTC(2026, 0, day),
  imageId: `img-${day}`,
  capturedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
  version: null,
  side,
  faceShot,
})

describe('each point against the patient’s first photo of its side', () => {
  it('rates every later photo against the oldest one with a known face', () => {
    const levels = pointComparability([
      point(1, null),
      point(2, shot()),
      point(3, shot({ roll: 2 })),
      point(4, shot({ roll: 15 })),
      point(5, shot({ luma: 200 })),
    ]).map((c) => c && { level: c.level, reasons: c.reasons })
    expect(levels).toEqual([
      null,
      null,
      { level: 'good', reasons: [] },
      { level: 'poor', reasons: ['pose'] },
      { level: 'poor', reasons: ['exposure'] },
    ])
  })

  it('keeps a baseline per side, in time order whatever order the points come in', () => {
    const result = pointComparability([
      point(5, shot({ yaw: 40 }), 'right'),
      point(4, shot({ yaw: 0 }), 'front'),
      point(2, shot({ yaw: 45 }), 'right'),
      point(1, shot({ yaw: 30 }), 'front'),
    ])
    expect(result[2]).toBeNull()
    expect(result[3]).toBeNull()
    expect(result[0]?.level).toBe('good')
    expect(result[1]?.level).toBe('poor')
  })
})
