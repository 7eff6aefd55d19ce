import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { historyMonths, historyPlans } from '../../src-service/seed/demoHistory'
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

const redness = (visit: ResultRecord[] | undefined) => Number(faceValue(visit ?? [], 'selfie_v2.redness'))

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

  it('shows real trends: one patient gets less red over the year, another redder', async () => {
    const improving = await visits(h, (await subjectNamed(h, 'Main clinic', 'Li Na Chen')).id)
    expect(redness(improving.at(-1))).toBeGreaterThan(redness(improving[0]) + 15)
    const worsening = await visits(h, (await subjectNamed(h, 'Main clinic', 'Chiara Rossi')).id)
    expect(redness(worsening.at(-1))).toBeLessThan(redness(worsening[0]) - 15)
  })

  it('a benchmark subject holds more than 1,000 results', async () => {
    const subject = await subjectNamed(h, 'Benchmark', benchSubjectName)
    const reply = await h.call(
      'GET',
      h.companyPath(`/subjects/${subject.id}/metrics_and_submetrics/?page_size=1`),
    )
    expect(z.object({ count: z.number() }).parse(reply.json).count).toBeGreaterThanOrEqual(1000)
  })

  it('a second start on the same data is quick and adds nothing', async () => {
    await h.service.close()
    const started = performance.now()
    h = await startHarness({ rateLimit: false, dbPath, seedHistory: true, seedBenchSubject: true })
    expect(performance.now() - started).toBeLessThan(3000)
    const subject = await subjectNamed(h, 'Main clinic', 'Yuki Tanaka')
    expect(await visits(h, subject.id)).toHaveLength(historyMonths)
  })

  it('a fresh data folder is seeded quickly from the cache', async () => {
    const started = performance.now()
    const fresh = await startHarness({ rateLimit: false, seedHistory: true })
    try {
      expect(performance.now() - started).toBeLessThan(10_000)
      const subject = await subjectNamed(fresh, 'Main clinic', 'Amelia Hartley')
      const history = await visits(fresh, subject.id)
      const acne = history.map((visit) => Number(faceValue(visit, 'selfie_v2.acne')))
      // a flare mid-year: the acne score (higher is better) dips and recovers
      expect(Math.min(...acne.slice(4, 8))).toBeLessThan(Math.min(acne[0] ?? 0, acne.at(-1) ?? 0))
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
    const started = performance.now()
    await interrupted.service.close()
    expect(performance.now() - started).toBeLessThan(10_000)
    rmSync(cold, { recursive: true, force: true })
  })
})
