/**
 * A subject kept with all of its history, then the service stops: a shorter period that was never fetched
 * (the history screen opens on the last 12 months) is cut from the kept history instead of failing.
 */
import { describe, expect, it, test } from '../support/fixtures'
import { findSubject, type ResultsWorld } from '../support/world'

let world: ResultsWorld
let target: { datasetId: string; subjectId: string }

test.beforeAll(async ({ demoApp }) => {
  world = demoApp
  target = await findSubject(world.api, 'Main clinic', 'Li Na Chen')
}, 180_000)

const monthsAgo = (months: number) => {
  const day = new Date()
  day.setUTCMonth(day.getUTCMonth() - months)
  return day.toISOString().slice(0, 10)
}

describe('history of a kept subject, offline', () => {
  it('answers a period never fetched from the whole kept history', async () => {
    const all = await world.value('history.forSubject', { ...target, since: null })
    expect(all.visits.length).toBeGreaterThanOrEqual(12)
    await world.service.close()

    const since = monthsAgo(3)
    const recent = await world.value('history.forSubject', { ...target, since })
    expect(recent.fromCache).toBe(true)
    expect(recent.since).toBe(since)
    expect(recent.visits.length).toBeGreaterThan(0)
    expect(recent.visits.length).toBeLessThan(all.visits.length)
    expect(recent.visits.every((v) => v.capturedAt.slice(0, 10) >= since)).toBe(true)
    expect(recent.visits).toEqual(all.visits.filter((v) => v.capturedAt.slice(0, 10) >= since))
  })

  it('still says not_cached for a subject never fetched', async () => {
    const outcome = await world.call('history.forSubject', {
      ...target,
      subjectId: 'never-seen',
      since: null,
    })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.error.code).toBe('not_cached')
  })
})
