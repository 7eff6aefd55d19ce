/**
 * The local service under load, in a process of its own (forked from this file): requests per second
 * reading one image's results over loopback (autocannon; target ≥ 1,500 req/s), and the service's RSS with
 * 2,000 stored images (target < 500 MB). The 2,000 images (small JPEG files, 6 results each, 12,000 results)
 * go in through the store (`seedBenchSubject`: one real analysis, its values varied per image), not through
 * uploads, so seeding takes seconds rather than half an hour of analysis.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { z } from 'zod'
import { report, timeRuns } from './stats'

export const title = 'Local service: results reads per second and memory with 2,000 images'

const storedImages = 2000
const childFlag = 'SERVICE_BENCH_CHILD'

const ready = z.object({
  type: z.literal('ready'),
  baseUrl: z.string(),
  companyId: z.string(),
  token: z.string(),
  seedMs: z.number(),
})
const rss = z.object({ type: z.literal('rss'), bytes: z.number() })

/** Child side: a service on a temporary data folder with the benchmark subject, answering RSS queries. */
async function serveChild(): Promise<void> {
  const { startService } = await import('../../src-service/server')
  const dir = mkdtempSync(join(tmpdir(), 'skin-service-bench-'))
  const started = performance.now()
  const service = await startService({
    dbPath: join(dir, 'service.sqlite'),
    seedDemo: true,
    seedBenchSubject: { images: storedImages },
    rateLimit: false,
  })
  const seedMs = performance.now() - started
  const companyId = service.admin.demoCompanyId() ?? ''
  const token = service.admin.createKey(companyId, { name: 'bench' }).token
  process.on('message', (message: unknown) => {
    if (message === 'rss') {
      globalThis.gc?.()
      process.send?.({ type: 'rss', bytes: process.memoryUsage().rss })
    }
  })
  process.once('disconnect', () => {
    void service.close().finally(() => {
      rmSync(dir, { recursive: true, force: true })
      process.exit(0)
    })
  })
  process.send?.({ type: 'ready', baseUrl: service.baseUrl, companyId, token, seedMs })
}

async function childRss(child: ChildProcess): Promise<number> {
  child.send('rss')
  for (;;) {
    const [message] = (await once(child, 'message')) as [unknown]
    const parsed = rss.safeParse(message)
    if (parsed.success) return parsed.data.bytes
  }
}

async function firstImageId(
  baseUrl: string,
  companyId: string,
  token: string,
): Promise<{ image: string; subject: string }> {
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}/api/v1/companies/${companyId}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    return (await response.json()) as unknown
  }
  const datasets = z.object({ results: z.array(z.object({ id: z.string(), name: z.string() })) })
  const dataset = datasets
    .parse(await get('/datasets/?page_size=100'))
    .results.find((d) => d.name === 'Benchmark')
  const subjects = z.object({ results: z.array(z.object({ id: z.string() })) })
  const subject = subjects.parse(await get(`/datasets/${dataset?.id}/subjects/`)).results[0]?.id ?? ''
  const records = z.object({ count: z.number(), results: z.array(z.object({ image_id: z.string() })) })
  const page = records.parse(await get(`/subjects/${subject}/metrics_and_submetrics/?page_size=1`))
  console.log(`stored: ${storedImages} images, ${page.count} results`)
  return { image: page.results[0]?.image_id ?? '', subject }
}

async function load(url: string, token: string, label: string): Promise<void> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: 10,
    headers: { authorization: `Bearer ${token}` },
  })
  const failed = result.non2xx + result.errors + result.timeouts
  console.log(
    `${label}: ${result.requests.average.toFixed(0)} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.requests.total} requests, ${failed} failed; 10 connections, 10 s)`,
  )
}

export async function run(): Promise<void> {
  const child = fork(__filename, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, [childFlag]: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  try {
    const [message] = (await once(child, 'message')) as [unknown]
    const { baseUrl, companyId, token, seedMs } = ready.parse(message)
    console.log(`service started and seeded in ${(seedMs / 1000).toFixed(1)} s`)
    console.log(
      `RSS idle with ${storedImages} images: ${((await childRss(child)) / 1e6).toFixed(0)} MB (target < 500 MB)`,
    )
    const { image, subject } = await firstImageId(baseUrl, companyId, token)
    const imageUrl = `${baseUrl}/api/v1/companies/${companyId}/images/${image}/metrics_and_submetrics/`
    const headers = { authorization: `Bearer ${token}` }
    report(
      'one image results read, sequential',
      await timeRuns(200, () => fetch(imageUrl, { headers }).then((r) => r.text())),
    )
    await load(imageUrl, token, 'GET image metrics_and_submetrics (target ≥ 1,500 req/s)')
    await load(
      `${baseUrl}/api/v1/companies/${companyId}/subjects/${subject}/metrics_and_submetrics/?page_size=20`,
      token,
      'GET subject metrics_and_submetrics, 20 per page',
    )
    console.log(`RSS after the load: ${((await childRss(child)) / 1e6).toFixed(0)} MB (target < 500 MB)`)
  } finally {
    child.disconnect()
    await once(child, 'exit')
  }
}

if (process.env[childFlag] === '1') {
  serveChild().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
