/**
 * results.forImage, history.forSubject and images.original through the real handlers against the local service
 * with the demo history (twelve monthly visits per patient), then with the service stopped: all from the cache.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, test } from '../support/fixtures'
import type { ResultRecord, SubjectHistory } from '../../src-shared/contract'
import { smoothSeries, type SmoothingMethod } from '../../src-renderer/screens/subjects/history/smoothing'
import { chartedVisits } from '../../src-main/work/results/chartedVisits'
import { findSubject, type ResultsWorld } from '../support/world'
import { serviceOriginal } from '../support/originals'

let world: ResultsWorld
let target: { datasetId: string; subjectId: string }
let full: SubjectHistory

test.beforeAll(async ({ demoApp }) => {
  world = demoApp
  target = await findSubject(world.api, 'Main clinic', 'Li Na Chen')
}, 180_000)

const byId = (records: readonly ResultRecord[]) => [...records].sort((a, b) => a.id.localeCompare(b.id))
/** What a subject's history keeps of an image's full records: the face area's main metric (chartedVisits). */
const charted = (records: ResultRecord[]) =>
  chartedVisits([{ imageId: '', batchId: null, side: null, capturedAt: '', results: records }])[0]?.results ??
  []

/** YYYY-MM-DD of the UTC day `months` months before `from`. */
function monthsBefore(from: Date, months: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - months, from.getUTCDate()))
  return d.toISOString().slice(0, 10)
}

function faceMain(record: ResultRecord) {
  const main = record.result.area_results.find((a) => a.area_name === 'face')?.main_metric
  return main && typeof main.value === 'number' ? { techName: main.tech_name, value: main.value } : null
}

describe('history.forSubject', () => {
  it('gives twelve monthly visits, newest first, from every page of results', async () => {
    full = await world.value('history.forSubject', { ...target, since: null })
    expect(full.fromCache).toBe(false)
    expect(full.visits).toHaveLength(12)
    const times = full.visits.map((v) => new Date(v.capturedAt))
    for (const visit of full.visits) {
      expect(visit.capturedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
      expect(visit.side).toBe('front')
      expect(visit.batchId).not.toBeNull()
      expect(visit.results.length).toBeGreaterThan(0)
      expect(visit.results.every((r) => r.image_id === visit.imageId)).toBe(true)
    }
    for (let i = 1; i < times.length; i++) {
      const newer = times[i - 1] as Date
      const older = times[i] as Date
      const monthGap =
        newer.getUTCFullYear() * 12 +
        newer.getUTCMonth() -
        (older.getUTCFullYear() * 12 + older.getUTCMonth())
      expect(monthGap).toBe(1)
      expect(newer.getUTCDate()).toBe(older.getUTCDate())
      expect(newer.getUTCHours()).toBe(older.getUTCHours())
    }
    const total = full.visits.reduce((n, v) => n + v.results.length, 0)
    const raw = await world.api.results.forSubject(target.subjectId, { pageSize: 100 })
    expect(total).toBe(raw.length)
  })

  it('since three months ago keeps the visits from that day on', async () => {
    const since = monthsBefore(new Date(), 3)
    const recent = await world.value('history.forSubject', { ...target, since })
    const expected = full.visits.filter((v) => v.capturedAt >= `${since}T00:00:00Z`)
    expect([3, 4]).toContain(expected.length)
    expect(recent.since).toBe(since)
    expect(recent.visits.map((v) => v.imageId)).toEqual(expected.map((v) => v.imageId))
  })
})

describe('results.forImage and images.original', () => {
  it('matches the service for every visit', async () => {
    for (const visit of full.visits) {
      const answer = await world.value('results.forImage', { imageId: visit.imageId })
      expect(answer.fromCache).toBe(false)
      expect(answer.fetchedAt).not.toBeNull()
      const service = await world.api.results.forImage(visit.imageId)
      expect(byId(answer.results)).toEqual(byId(service))
      expect(byId(charted(answer.results))).toEqual(byId(visit.results))
      expect(answer.results.some((r) => r.application_description)).toBe(true)
      expect(visit.results.some((r) => r.application_description)).toBe(false)
    }
  })

  it('gives the photo with its media type and keeps it under photos/', async () => {
    const imageId = full.visits[0]?.imageId ?? ''
    const photo = await world.value('images.original', { imageId })
    expect(photo.mediaType).toBe('image/jpeg')
    expect([...photo.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    const direct = await serviceOriginal(world.api, target, imageId)
    expect(Buffer.from(photo.bytes).equals(Buffer.from(direct.bytes))).toBe(true)
    expect(existsSync(join(world.accountDir, 'photos', imageId))).toBe(true)
    expect(await world.call('images.original', { imageId: '../account.sqlite' })).toMatchObject({
      ok: false,
      error: { code: 'bad_request' },
    })
  })
})

describe('smoothSeries against the service', () => {
  it.each<SmoothingMethod>(['mean', 'linear_regression'])(
    'equals smoothed_metrics (%s, N = 5) for every image and numeric face main metric',
    async (method) => {
      let compared = 0
      for (const visit of full.visits) {
        const smoothed = await world.api.results.smoothed(visit.imageId, { method, sampleMaxSize: 5 })
        const own = visit.results.filter((r) => r.is_ok && faceMain(r) !== null)
        expect(smoothed).toHaveLength(own.length)
        for (const item of smoothed) {
          const points = full.visits.flatMap((v) =>
            v.results
              .filter((r) => r.is_ok && r.algorithm_family_tech_name === item.algorithm_family_tech_name)
              .map(faceMain)
              .filter((m) => m !== null && m.techName === item.tech_name)
              .map((m) => ({ time: Date.parse(v.capturedAt), value: m?.value ?? NaN, imageId: v.imageId })),
          )
          const index = points.findIndex((p) => p.imageId === visit.imageId)
          expect(index).toBeGreaterThanOrEqual(0)
          expect(smoothSeries(points, method, 5)[index]).toBe(item.value)
          compared++
        }
      }
      expect(compared).toBeGreaterThanOrEqual(12 * 5)
    },
  )
})

describe('with the service stopped', () => {
  it('history, results and the photo come from the cache', async () => {
    await world.service.close()
    const offline = await world.value('history.forSubject', { ...target, since: null })
    expect(offline.fromCache).toBe(true)
    expect(offline.fetchedAt).toBe(full.fetchedAt)
    expect(offline.visits).toEqual(full.visits)

    const since = monthsBefore(new Date(), 3)
    expect((await world.value('history.forSubject', { ...target, since })).fromCache).toBe(true)

    const first = full.visits[0]
    const results = await world.value('results.forImage', { imageId: first?.imageId ?? '' })
    expect(results.fromCache).toBe(true)
    expect(byId(charted(results.results))).toEqual(byId(first?.results ?? []))

    const photo = await world.value('images.original', { imageId: first?.imageId ?? '' })
    expect(photo.mediaType).toBe('image/jpeg')

    expect(await world.call('images.original', { imageId: full.visits[1]?.imageId ?? '' })).toMatchObject({
      ok: false,
      error: { code: 'not_cached' },
    })
    // A period never fetched is cut from the whole kept history (offline-history-period.test.ts has more).
    const since2000 = await world.value('history.forSubject', { ...target, since: '2000-01-01' })
    expect(since2000).toMatchObject({ fromCache: true, since: '2000-01-01' })
    expect(since2000.visits).toEqual(full.visits)
    expect((await world.value('auth.status', {})).online).toBe(false)
  })
})
