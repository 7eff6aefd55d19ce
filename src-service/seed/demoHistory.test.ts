/**
 * The demo history's visit times: monthly, same day and time of day, none in the future, whatever the hour
 * the demo is seeded at (the earlier rule moved the newest visit to "now" before 08:30 UTC, so its time of day
 * differed from the others and the history test failed at night).
 */
import { describe, expect, it } from 'vitest'
import { visitTime } from './demoHistory'
import { historyMonths } from './historyPlans'

const seededAt = [
  '2026-11-23T00:41:00Z',
  '2026-11-23T08:29:59Z',
  '2026-11-23T08:30:00Z',
  '2026-11-23T23:59:00Z',
  '2026-03-01T02:00:00Z',
  '2026-01-01T00:00:00Z',
  '2026-03-31T12:00:00Z',
]

describe('demo visit times', () => {
  it.each(seededAt)('seeded at %s: a month apart, same day and hour, none after that moment', (at) => {
    const now = new Date(at)
    for (const subject of [0, 1, 2, 3]) {
      const visits = Array.from({ length: historyMonths }, (_, month) => visitTime(month, subject, now))
      for (const visit of visits) expect(visit.getTime()).toBeLessThanOrEqual(now.getTime())
      for (let i = 1; i < visits.length; i++) {
        const [older, newer] = [visits[i - 1] as Date, visits[i] as Date]
        const gap =
          newer.getUTCFullYear() * 12 +
          newer.getUTCMonth() -
          (older.getUTCFullYear() * 12 + older.getUTCMonth())
        expect(gap).toBe(1)
        expect(newer.getUTCDate()).toBe(older.getUTCDate())
        expect(newer.getUTCHours()).toBe(8 + subject)
      }
      // the newest visit is within the last month
      const newest = visits.at(-1) as Date
      expect(now.getTime() - newest.getTime()).toBeLessThan(32 * 24 * 60 * 60_000)
    }
  })
})
