import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { z } from 'zod'
import { facePhoto, faceSources } from '../../src-service/seed/facePhotos'
import { historyMonths, historyPlans, visitPlan } from '../../src-service/seed/historyPlans'
import { benchSubjectName } from '../../src-service/seed/benchSubject'
import { batchSchema, faceValue, resultRecordSchema, type ResultRecord } from './imageSupport'
import { datasetIdByName, pageSchema, startHarness, subjectSchema, type Harness } from './support'

const dir = mkdtempSync(join(tmpdir(), 'skin-history-'))
const dbPath = join(dir, 'service.sqlite')
let h: Harness

beforeAll(async () => {
  // the analyses are cached across data folders (os tmpdir), so only a machine's very first run analyses
  h = await startHarness({ rateLimit: false, dbPath, seedHistory: true, seedBenchSubject: true })
}, 120_000)
afterAll(async () => {
  await h.service.close()
  rmSync(dir, { recursive: true, force: true })
})

async function subjectNamed(harness: Harness, datasetName: string, name: string) {
  const datasetId = await datasetIdByName(harness, datasetName)
  const reply = await harness.call(
    'GET',
    harness.companyPath(`/datasets/${datasetId}/subjects/?search=${encodeURIComponent(name)}`),
  )
  const subject = pageSchema(subjectSchema).parse(reply.json).results[0]
  if (!subject) throw new Error(`no subject ${name}`)
  return subject
}

/** A subject's results, oldest visit first, grouped per image. */
async function visits(harness: Harness, subjectId: string): Promise<ResultRecord[][]> {
  const reply = await harness.call(
    'GET',
    harness.companyPath(`/subjects/${subjectId}/metrics_and_submetrics/?page_size=100`),
  )
  const records = pageSchema(resultRecordSchema).parse(reply.json).results
  const byImage = new Map<string, ResultRecord[]>()
  for (const record of records)
    byImage.set(record.image_id, [...(byImage.get(record.image_id) ?? []), record])
  return [...byImage.values()].reverse()
}

const faceNumber = (visit: ResultRecord[] | undefined, family: string, subMetric?: string): number => {
  if (!subMetric) return Number(faceValue(visit ?? [], family))
  const record = visit?.find((r) => r.algorithm_family_tech_name === family)
  const face = record?.result.area_results.find((a) => a.area_name === 'face')
  return Number(face?.sub_metrics.find((m) => m.tech_name === subMetric)?.value)
}
const redness = (visit: ResultRecord[] | undefined) => faceNumber(visit, 'selfie_v2.redness')

/** Least-squares slope of `values` over their index (one step per visit). */
function slope(values: number[]): number {
  const n = values.length
  const meanX = (n - 1) / 2
  const meanY = values.reduce((s, v) => s + v, 0) / n
  let sxy = 0
  let sxx = 0
  values.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY)
    sxx += (x - meanX) ** 2
  })
  return sxy / sxx
}

/** A photo as a small normalised greyscale vector: faces compare by correlation (1 = the same picture). */
async function thumbnail(jpeg: Buffer): Promise<number[]> {
  const data = await sharp(jpeg).greyscale().resize(24, 32, { fit: 'fill' }).raw().toBuffer()
  const values = [...data]
  const mean = values.reduce((s, v) => s + v, 0) / values.length
  const centred = values.map((v) => v - mean)
  const norm = Math.hypot(...centred)
  return centred.map((v) => v / norm)
}
const correlation = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * (b[i] ?? 0), 0)

async function original(harness: Harness, imageId: string): Promise<Buffer> {
  const response = await fetch(
    harness.service.baseUrl + harness.companyPath(`/images/${imageId}/original/`),
    {
      headers: { authorization: `Bearer ${harness.token}` },
    },
  )
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

describe('demo history', () => {
  it('gives the history subjects 12 monthly visits ending this month, each analysed', async () => {
    for (const plan of historyPlans) {
      const subject = await subjectNamed(h, 'Main clinic', plan.subject)
      const reply = await h.call(
        'GET',
        h.companyPath(`/datasets/${subject.dataset.id}/subjects/${subject.id}/batches/?page_size=100`),
      )
      const batches = pageSchema(batchSchema).parse(reply.json).results
      expect(batches).toHaveLength(historyMonths)
      const months = batches.map((b) => b.creation_time.slice(0, 7))
      expect(new Set(months).size).toBe(historyMonths)
      expect(months.at(-1)).toBe(new Date().toISOString().slice(0, 7))
      expect(batches.every((b) => b.images_count === 1)).toBe(true)
      const history = await visits(h, subject.id)
      expect(history).toHaveLength(historyMonths)
      expect(history.every((visit) => visit.length === 6 && visit.every((r) => r.is_ok))).toBe(true)
    }
  })

  it("plans every visit of a subject from that subject's one face, varied in skin, pose and light", () => {
    historyPlans.forEach((plan, index) => {
      const visits = Array.from({ length: historyMonths }, (_, month) => visitPlan(index, month))
      expect(new Set(visits.map((v) => v.face))).toEqual(new Set([plan.face]))
      expect(new Set(visits.map((v) => v.spotSeed)).size).toBe(1)
      // a few degrees of tilt, a little closer or further, off centre, brighter or darker: never twice the same
      expect(new Set(visits.map((v) => JSON.stringify(v.capture))).size).toBe(historyMonths)
      for (const { capture } of visits) {
        expect(Math.abs(capture.rotateDegrees)).toBeLessThanOrEqual(5)
        expect(Math.abs(capture.zoom - 1)).toBeLessThanOrEqual(0.06)
        expect(Math.abs(capture.brightness - 1)).toBeLessThanOrEqual(0.1)
      }
      // the treatment works: the skin is less red and has fewer spots at the end than at the start
      const [first, last] = [visits[0], visits.at(-1)]
      expect(last?.skin.redness).toBeLessThan(first?.skin.redness ?? 0)
      expect(last?.skin.blemishes).toBeLessThanOrEqual(first?.skin.blemishes ?? 0)
    })
  })

  it("serves, at every visit of a subject, a photo of that subject's face and of no other", async () => {
    const sources = await Promise.all(
      faceSources.map(async (_, index) => thumbnail((await facePhoto(index)).bytes)),
    )
    for (const plan of historyPlans) {
      const subject = await subjectNamed(h, 'Main clinic', plan.subject)
      const history = await visits(h, subject.id)
      const photos = await Promise.all(history.map((visit) => original(h, visit[0]?.image_id ?? '')))
      expect(new Set(photos.map((p) => p.toString('base64'))).size).toBe(historyMonths)
      for (const photo of photos) {
        const own = await thumbnail(photo)
        const scores = sources.map((source) => correlation(source, own))
        const best = scores.indexOf(Math.max(...scores))
        expect(best, `${plan.subject}: ${scores.map((c) => c.toFixed(2)).join(' ')}`).toBe(plan.face)
        expect(scores[plan.face]).toBeGreaterThan(0.7)
      }
    }
  })

  it("shows each subject's treatment working: the measured redness improves over the visits", async () => {
    for (const plan of historyPlans) {
      const history = await visits(h, (await subjectNamed(h, 'Main clinic', plan.subject)).id)
      // redness_score: higher is less red, so an improving trend has a positive slope
      expect(slope(history.map(redness)), plan.subject).toBeGreaterThan(0.5)
    }
  })

  it('and where the plan heals spots, the measured acne improves too', async () => {
    const healing = historyPlans.filter(
      (plan) => plan.skin(0).blemishes - plan.skin(historyMonths - 1).blemishes >= 5,
    )
    expect(healing.length).toBeGreaterThan(0)
    for (const plan of healing) {
      const history = await visits(h, (await subjectNamed(h, 'Main clinic', plan.subject)).id)
      expect(slope(history.map((v) => faceNumber(v, 'selfie_v2.acne'))), plan.subject).toBeGreaterThan(0)
      const regions = history.map((v) => faceNumber(v, 'selfie_v2.acne', 'number_of_regions'))
      expect(slope(regions), plan.subject).toBeLessThan(0)
    }
  })

  it('a benchmark subject holds more than 1,000 results', async () => {
    const subject = await subjectNamed(h, 'Benchmark', benchSubjectName)
    const reply = await h.call(
      'GET',
      h.companyPath(`/subjects/${subject.id}/metrics_and_submetrics/?page_size=1`),
    )
    expect(z.object({ count: z.number() }).parse(reply.json).count).toBeGreaterThanOrEqual(1000)
  })

  // How quick these starts are is `npm run bench` (demo-seed); here, the work they skip.
  it('a second start on the same data makes and analyses nothing, and adds nothing', async () => {
    await h.service.close()
    h = await startHarness({ rateLimit: false, dbPath, seedHistory: true, seedBenchSubject: true })
    expect(h.service.admin.seedFigures()).toEqual({ photosMade: 0, analyses: 0 })
    const subject = await subjectNamed(h, 'Main clinic', 'Yuki Tanaka')
    expect(await visits(h, subject.id)).toHaveLength(historyMonths)
  })

  it('a fresh data folder is seeded from the cache, without making or analysing a photo', async () => {
    const fresh = await startHarness({ rateLimit: false, seedHistory: true })
    try {
      expect(fresh.service.admin.seedFigures()).toEqual({ photosMade: 0, analyses: 0 })
      // the same photos and analyses as the first data folder's
      const name = historyPlans[2]?.subject ?? ''
      const again = await visits(fresh, (await subjectNamed(fresh, 'Main clinic', name)).id)
      const first = await visits(h, (await subjectNamed(h, 'Main clinic', name)).id)
      expect(again.map(redness)).toEqual(first.map(redness))
      expect(again.map((v) => faceNumber(v, 'selfie_v2.acne'))).toEqual(
        first.map((v) => faceNumber(v, 'selfie_v2.acne')),
      )
    } finally {
      await fresh.service.close()
    }
  })

  it("'background' seeds after listening; admin.seeded() resolves when done; close() stops it early", async () => {
    const background = await startHarness({ rateLimit: false, seedHistory: 'background' })
    try {
      await background.service.admin.seeded()
      const subject = await subjectNamed(background, 'Main clinic', 'Li Na Chen')
      expect(await visits(background, subject.id)).toHaveLength(historyMonths)
    } finally {
      await background.service.close()
    }
    const cold = mkdtempSync(join(tmpdir(), 'skin-history-cold-'))
    const interrupted = await startHarness({
      rateLimit: false,
      seedHistory: 'background',
      demoCacheDir: cold,
    })
    await interrupted.service.close()
    // on a cold cache the whole history is one analysis per visit: close() stopped it well before that
    const analysed = interrupted.service.admin.seedFigures().analyses
    expect(analysed).toBeLessThan((historyPlans.length * historyMonths) / 2)
    rmSync(cold, { recursive: true, force: true })
  })
})
