/**
 * The upload worker alone in a process, for the crash test: `fork(this file)` under tsx with SKIN_DATA_DIR,
 * SKIN_BASE_URL, SKIN_COMPANY_ID and SKIN_API_KEY set. It reports every queue change to the parent
 * (`{type: 'changed', item}`) and stops cleanly on the message 'stop', reporting how its event loop fared
 * (`{type: 'loop', figures}`).
 */
import { TEST_DATA_KEY } from './testSeal'
import { createSkinApi } from '../../src-main/api'
import { openCacheDb } from '../../src-main/store/cacheDb'
import { openAccountDb } from '../../src-main/store/db'
import { createUploadWorker } from '../../src-main/work/uploadQueue/worker'
import { watchEventLoop } from './loopWatch'
import { fastQueueTiming, shortSleep } from './queueTiming'
import { testSeal } from './testSeal'

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}

const loop = watchEventLoop()
const dataDir = required('SKIN_DATA_DIR')
const api = createSkinApi({
  baseUrl: required('SKIN_BASE_URL'),
  companyId: required('SKIN_COMPANY_ID'),
  apiKey: required('SKIN_API_KEY'),
  timeoutMs: 5_000,
  sleep: shortSleep,
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
