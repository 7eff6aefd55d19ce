/**
 * Offline. (1) A cached subject with 504 results (84 images) opened with the service stopped: subject,
 * history and the newest visit's results answered by main from the cache, through the dispatcher (so the
 * contract's validation is counted); target < 100 ms median. (2) "Keep available offline" of a subject with
 * 24 visits (history, every photo, a report) against a bare HTTP client fetching the same data with fetch()
 * in the same run (same parallelism for the photos); target within 2×. (3) The cache's encryption alone: the
 * subject's reads from the encrypted cache.sqlite against a plain copy, same run; target ≤ 1.3×.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3-multiple-ciphers'
import { companyPath } from '../../src-main/api/paths'
import type { CacheDb } from '../../src-main/store/cache/cacheDb'
import { createImageResultsStore } from '../../src-main/store/cache/imageResults'
import { createSubjectHistoryStore } from '../../src-main/store/cache/subjectHistory'
import { findSubject, startResultsWorld, type ResultsWorld } from '../support/world'
import { median, report, timeRuns } from './stats'

export const title = 'Offline: a cached subject opened offline, and "keep available offline"'

const RUNS = 20
const PHOTO_LANES = 4

async function openCachedSubjectOffline(): Promise<void> {
  const world = await startResultsWorld({ seedBenchSubject: { images: 84 } })
  try {
    const target = await findSubject(world.api, 'Benchmark', 'Benchmark Subject')
    const history = await world.value('history.forSubject', { ...target, since: null })
    await world.value('subjects.get', target)
    const newest = history.visits[0]
    if (!newest) throw new Error('no visits')
    await world.value('results.forImage', { imageId: newest.imageId })
    const results = history.visits.reduce((n, v) => n + v.results.length, 0)
    console.log(`subject: ${history.visits.length} visits, ${results} results, cached; the service stops`)
    await world.service.close()
    const open = async () => {
      const [subject, cached, visit] = await Promise.all([
        world.value('subjects.get', target),
        world.value('history.forSubject', { ...target, since: null }),
        world.value('results.forImage', { imageId: newest.imageId }),
      ])
      if (!cached.fromCache || !visit.fromCache || cached.visits.length !== history.visits.length)
        throw new Error(`not served from the cache (${subject.name})`)
    }
    await open()
    const status = await world.value('auth.status', {})
    console.log(`status after the first offline read: online ${status.online}`)
    report('open a cached subject offline (subject + history + visit results)', await timeRuns(RUNS, open))
    report(
      'history.forSubject alone, offline',
      await timeRuns(RUNS, () => world.value('history.forSubject', { ...target, since: null })),
    )
    await compareWithPlainCache(world, target.subjectId, newest.imageId)
  } finally {
    await world.close()
  }
}

/**
 * The cost of the cache's encryption alone, in the same run: the same reads of the same subject from the app's
 * encrypted cache.sqlite and from a plain copy of it (serialize() gives the pages decrypted; here only, for the comparison).
 */
async function compareWithPlainCache(world: ResultsWorld, subjectId: string, imageId: string): Promise<void> {
  const { cache } = (await world.app.accounts.current()).space
  const copy = await mkdtemp(join(tmpdir(), 'skin-plain-cache-'))
  try {
    const plainPath = join(copy, 'plain.sqlite')
    await writeFile(plainPath, cache.serialize())
    const plain = new Database(plainPath) as CacheDb
    if (!(await readFile(plainPath)).subarray(0, 15).equals(Buffer.from('SQLite format 3')))
      throw new Error('the copy is not plain')
    // 20 reads per sample: one read is a few tens of µs
    const readAll = (db: CacheDb) => async () => {
      const histories = createSubjectHistoryStore(db)
      const images = createImageResultsStore(db)
      for (let i = 0; i < 20; i++) {
        const history = histories.get(subjectId, null)
        if (!history || !images.get(imageId)) throw new Error('not in the cache')
        JSON.parse(history.json)
      }
    }
    const times = { encrypted: [] as number[], plain: [] as number[] }
    for (let i = 0; i < RUNS * 5; i++) {
      times.encrypted.push(...(await timeRuns(1, readAll(cache))))
      times.plain.push(...(await timeRuns(1, readAll(plain))))
    }
    plain.close()
    report('20 cache reads of the subject (history + visit results), encrypted cache.sqlite', times.encrypted)
    report('the same reads from a plain copy', times.plain)
    console.log(
      `ratio encrypted / plain (medians): ${(median(times.encrypted) / median(times.plain)).toFixed(2)}× (target ≤ 1.3×)`,
    )
  } finally {
    await rm(copy, { recursive: true, force: true })
  }
}

interface Page<T> {
  next: string | null
  results: T[]
}

/** The same data "keep available offline" fetches, with nothing but fetch(): no cache, no validation. */
async function bareFetch(world: ResultsWorld, target: { datasetId: string; subjectId: string }) {
  const { baseUrl } = world.service
  const { companyId } = world
  const headers = { Authorization: `Bearer ${world.apiKey}` }
  const json = async <T>(url: string): Promise<T> => {
    const response = await fetch(new URL(url, baseUrl), { headers })
    if (!response.ok) throw new Error(`${response.status} ${url}`)
    return (await response.json()) as T
  }
  const all = async <T>(path: string): Promise<T[]> => {
    const out: T[] = []
    let url: string | null = `${path}?page_size=100`
    while (url) {
      const page: Page<T> = await json<Page<T>>(url)
      out.push(...page.results)
      url = page.next
    }
    return out
  }
  const results = await all<{ image_id: string }>(
    companyPath(companyId, 'subjects', target.subjectId, 'metrics_and_submetrics'),
  )
  const subjectPath = ['datasets', target.datasetId, 'subjects', target.subjectId, 'batches']
  const batches = await all<{ id: string }>(companyPath(companyId, ...subjectPath))
  const images = (
    await Promise.all(
      batches.map((b) => all<{ id: string }>(companyPath(companyId, ...subjectPath, b.id, 'images'))),
    )
  ).flat()
  const queue = images.map((i) => i.id)
  await Promise.all(
    Array.from({ length: PHOTO_LANES }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const response = await fetch(new URL(companyPath(companyId, 'images', id, 'original'), baseUrl), {
          headers,
        })
        await response.arrayBuffer()
      }
    }),
  )
  const newest = results[0]?.image_id
  if (!newest) throw new Error('no results')
  const pdf = await fetch(new URL(`/service/pdf-generator/v3/images/${newest}/pdf/`, baseUrl), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ locale: 'de' }),
  })
  await pdf.arrayBuffer()
  return { results: results.length, images: images.length }
}

async function keepOfflineAgainstBareHttp(): Promise<void> {
  const world = await startResultsWorld({ seedBenchSubject: { images: 24 } })
  try {
    const target = await findSubject(world.api, 'Benchmark', 'Benchmark Subject')
    const fetched = await bareFetch(world, target)
    console.log(`subject: ${fetched.images} visits, ${fetched.results} results`)
    const bare: number[] = []
    const kept: number[] = []
    for (let i = 0; i < 7; i++) {
      let start = performance.now()
      await bareFetch(world, target)
      bare.push(performance.now() - start)
      await world.value('cache.clear', {})
      for (const r of await world.value('reports.list', { subjectId: target.subjectId }))
        await world.value('reports.remove', { reportId: r.id })
      start = performance.now()
      const result = await world.value('offline.keep', { ...target, locale: 'de' })
      kept.push(performance.now() - start)
      if (result.photos !== fetched.images || !result.reportId) throw new Error('kept less than fetched')
    }
    report('bare HTTP client (fetch)', bare)
    report('keep available offline (from an empty cache)', kept)
    console.log(`ratio keep / bare (medians): ${(median(kept) / median(bare)).toFixed(2)}×`)
  } finally {
    await world.close()
  }
}

export async function run(): Promise<void> {
  await openCachedSubjectOffline()
  await keepOfflineAgainstBareHttp()
}
