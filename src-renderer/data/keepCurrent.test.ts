import { describe, expect, it } from 'vitest'
import { IDLE_EVERY_MS, nextReadIn, PENDING_MAX_MS, readOnFocus } from './keepCurrent'

describe('when an open history is read again', () => {
  it('starts at 5 s while photos are pending, grows by half each time, and stops growing at 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((n) => nextReadIn(true, n))).toEqual([
      5_000,
      7_500,
      11_250,
      16_875,
      25_313,
      37_969,
      56_953,
      PENDING_MAX_MS,
      PENDING_MAX_MS,
    ])
  })

  it('reads every 20 s otherwise, so another workstation’s results show within half a minute', () => {
    expect(nextReadIn(false, 0)).toBe(IDLE_EVERY_MS)
    expect(nextReadIn(false, 9)).toBe(IDLE_EVERY_MS)
    expect(IDLE_EVERY_MS).toBeLessThan(30_000)
  })

  it('reads on getting the focus back only when what it shows is older than 30 s', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0)
    expect(readOnFocus(new Date(now - 10_000).toISOString(), now)).toBe(false)
    expect(readOnFocus(new Date(now - 31_000).toISOString(), now)).toBe(true)
    expect(readOnFocus(null, now)).toBe(true)
  })
})
