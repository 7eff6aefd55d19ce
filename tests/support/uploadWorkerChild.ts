/**
 * The upload worker alone in a process, for the crash test: `fork(this file)` under tsx with SKIN_DATA_DIR,
 * SKIN_BASE_URL, SKIN_COMPANY_ID and SKIN_API_KEY set. It reports every queue change to the parent
 * (`{type: 'changed', item}`) and stops cleanly on the message 'stop', reporting how its event loop fared
 * (`{type: 'loop', figures}`).
 *
 * With SKIN_KILL_AT it kills itself with SIGKILL at one point of the v3 flow, seen at its HTTP client (a stand-in
 * for a crash at that instant): `before:<request>` as the request is about to go, `after:<request>` once its
 * answer has arrived and before the worker sees it. `<request>` is `upload` (the v3 upload call), `put#N` (the
 * child's N-th PUT to storage) or `compute`.
 */
import { TEST_DATA_KEY } from './testSeal'
import { createSkinApi } from '../../src-main/api'
import { openCacheDb } from '../../src-main/store/cache/cacheDb'
import { openAccountDb } from '../../src-main/store/accountDb/db'
import { createUploadWorker } from '../../src-main/work/uploadQueue/worker'
import { watchEventLoop } from './loopWatch'
import { fastQueueTiming, shortSleep } from './queueTiming'
import { testSeal } from './testSeal'

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}

const killAt = process.env.SKIN_KILL_AT ?? null
let puts = 0

/** What a request is in the v3 flow: `upload`, `put#N`, `compute`, or null. */
function v3Step(url: string, method: string): string | null {
  if (method === 'PUT') return `put#${++puts}`
  if (method === 'POST' && /\/api\/v3\/.*\/upload\/$/.test(url)) return 'upload'
  if (method === 'POST' && /\/api\/v3\/.*\/compute\/$/.test(url)) return 'compute'
  return null
}

const die = (): never => {
  process.kill(process.pid, 'SIGKILL')
  throw new Error('killed')
}

const killingFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  const step = v3Step(url, (init?.method ?? 'GET').toUpperCase())
  if (killAt !== null && step !== null && killAt === `before:${step}`) die()
  const response = await fetch(input, init)
  if (killAt !== null && step !== null && killAt === `after:${step}`) {
    await response.clone().arrayBuffer()
    die()
  }
  return response
}

const loop = watchEventLoop()
const dataDir = required('SKIN_DATA_DIR')
const api = createSkinApi({
  baseUrl: required('SKIN_BASE_URL'),
  companyId: required('SKIN_COMPANY_ID'),
  apiKey: required('SKIN_API_KEY'),
  timeoutMs: 5_000,
  sleep: shortSleep,
  fetchImpl: killingFetch,
})
const db = openAccountDb(dataDir, TEST_DATA_KEY)
const { cache } = openCacheDb(dataDir, TEST_DATA_KEY)
const worker = createUploadWorker({
  db,
  cache,
  dataDir,
  seal: testSeal,
  api: (call) => call(api),
  emit: (item) => process.send?.({ type: 'changed', item }),
  timing: fastQueueTiming,
  onInternalError: (e) => console.error('[upload worker child]', e),
})

process.on('message', (message) => {
  if (message !== 'stop') return
  process.send?.({ type: 'loop', figures: loop.stop() })
  void worker.stop().then(() => {
    cache.close()
    db.close()
    process.exit(0)
  })
})
worker.start()
process.send?.({ type: 'started' })
