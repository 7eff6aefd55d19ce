/**
 * The upload worker's world: the local service (tests/support/world.ts) with a company, its key, a dataset and
 * subjects, a real SQLite database in a temporary data folder, and the upload worker with a fast pace, optionally
 * behind a steerable proxy (uploadProxy.ts).
 */
import type { CaptureMode, CaptureSide, QueueItem } from '../../src-shared/contract'
import {
  createSkinApi,
  findSkinAnalysis3Application,
  isOffline,
  type Image,
  type SkinApi,
  type SkinApiOptions,
} from '../../src-main/api'
import { openCacheDb, type CacheDb } from '../../src-main/store/cache/cacheDb'
import { openAccountDb, type AppDb } from '../../src-main/store/accountDb/db'
import { submitCapture } from '../../src-main/work/capture/submitCapture'
import { createConnectivityWatch } from '../../src-main/work/connectivity'
import { createReachability } from '../../src-main/work/reachability'
import type { QueueTiming } from '../../src-main/work/uploadQueue/timing'
import { createUploadWorker, type UploadWorker } from '../../src-main/work/uploadQueue/worker'
import type { RunningService, ServiceOptions } from '../../src-service/server'
import { attachFaceMetricsIfNeeded } from './dialect'
import { preparePhotoHere } from './inProcessParser'
import { watchEventLoop, type LoopWatch } from './loopWatch'
import { waitFor } from './mainApp'
import { fastQueueTiming, shortSleep } from './queueTiming'
import { TEST_DATA_KEY, testSeal } from './testSeal'
import { startUploadProxy, type UploadProxy } from './uploadProxy'
import { removeDir, tempDir } from './folders'
import { startTestService } from './world'

export interface UploadWorld {
  service: RunningService
  companyId: string
  apiKey: string
  dataDir: string
  db: AppDb
  cache: CacheDb
  worker: UploadWorker
  /** Every queue.changed payload, in order. */
  events: QueueItem[]
  /** The proxy between the worker and the service, with `viaProxy`. */
  proxy: UploadProxy | null
  /** Main's event loop, watched from the world's start; end a test with `expectResponsive(world.loop.stop())`. */
  loop: LoopWatch
  /** A client without faults in the way (for checking what the service holds). */
  api: SkinApi
  datasetId: string
  subjectIds: string[]
  /** Replaces the key the worker uses (rotation). */
  useKey(apiKey: string): void
  submit(
    mode: CaptureMode,
    photos: Partial<Record<CaptureSide, Buffer>>,
    subject?: number,
  ): Promise<QueueItem>
  /** Waits until every given capture is done, failed or cancelled; the test's timeout bounds the wait. */
  settled(ids: string[]): Promise<QueueItem[]>
  waitFor(check: () => boolean): Promise<void>
  /** The batch's images on the service, with their sides. */
  batchImages(item: QueueItem, batchId: string): Promise<(Image & { side: CaptureSide | null })[]>
  close(): Promise<void>
}

export interface UploadWorldOptions {
  service?: ServiceOptions
  subjects?: number
  acne?: boolean
  timing?: Partial<QueueTiming>
  apiOptions?: Partial<SkinApiOptions>
  /** Put a steerable proxy between the worker and the service. */
  viaProxy?: boolean
  /** Start the worker's loop (default true); false leaves it to runOnce(). */
  start?: boolean
  /** Attach Face Skin Analysis 3.0 to the dataset (its captures take the v3 flow; documented dialect only). */
  skinAnalysis3?: boolean
  /** The worker's clock (default Date.now). */
  now?: () => number
}

const finished = new Set(['done', 'failed', 'cancelled'])

/** A triplet of one photo as the camera gives it to `capture.submit` (front, left, right; no warnings). */
export function cameraTriplet(photo: Buffer) {
  return (['front', 'left', 'right'] as const).map((side) => ({
    side,
    source: 'camera' as const,
    fileName: null,
    bytes: new Uint8Array(photo),
    warnings: [],
  }))
}

export async function startUploadWorld(options: UploadWorldOptions = {}): Promise<UploadWorld> {
  const service = await startTestService({ processingDelayMs: 0, ...options.service })
  const companyId = service.admin.createCompany('Upload test clinic').id
  if (options.acne) service.admin.setAcneEnabled(companyId, true)
  let apiKey = service.admin.createKey(companyId, { name: 'upload tests' }).token
  const api = createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey, sleep: shortSleep })
  const setupApi = () =>
    createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey, sleep: shortSleep, retries: 8 })
  const dataset = await setupApi().datasets.create({ name: 'Uploads' })
  await attachFaceMetricsIfNeeded(setupApi(), dataset.id)
  if (options.skinAnalysis3) {
    const v3 = findSkinAnalysis3Application(await setupApi().applications.all())
    if (!v3) throw new Error('no Face Skin Analysis 3.0 application (documented dialect only)')
    await setupApi().applications.attach(v3, { datasetId: dataset.id })
  }
  const subjectIds: string[] = []
  for (let i = 0; i < (options.subjects ?? 1); i++) {
    subjectIds.push((await setupApi().subjects.create(dataset.id, { name: `Patient ${i + 1}` })).id)
  }

  const dataDir = await tempDir('skin-upload-')
  const db = openAccountDb(dataDir, TEST_DATA_KEY)
  const { cache } = openCacheDb(dataDir, TEST_DATA_KEY)
  const proxy = options.viaProxy ? await startUploadProxy(service.baseUrl) : null
  const workerBaseUrl = proxy?.url ?? service.baseUrl
  let workerApi = createSkinApi({
    baseUrl: workerBaseUrl,
    companyId,
    apiKey,
    timeoutMs: 3_000,
    sleep: shortSleep,
    ...options.apiOptions,
  })
  const events: QueueItem[] = []
  // The app's rule for "offline" (a probe decides) and its connectivity watch, as the session uses them.
  const reach = createReachability({
    probe: async () => {
      try {
        await workerApi.datasets.list({ page: 1, pageSize: 1 })
      } catch (e) {
        if (isOffline(e)) return false
      }
      return true
    },
    onChange: (online) => {
      if (online) worker.networkBack()
    },
  })
  const watch = createConnectivityWatch({
    status: () => ({
      connected: true,
      mode: 'remote',
      baseUrl: workerBaseUrl,
      companyId,
      companyName: null,
      keyExpiresAt: null,
      keyAccepted: true,
      online: reach.online(),
      lastOnlineAt: new Date().toISOString(),
    }),
    probe: async () => void (await reach.check()),
    timing: { everyMs: 20 },
  })
  watch.start()
  const worker = createUploadWorker({
    db,
    cache,
    dataDir,
    seal: testSeal,
    api: (call) => reach.run(() => call(workerApi)),
    emit: (item) => events.push(item),
    timing: { ...fastQueueTiming, ...options.timing },
    ...(options.now ? { now: options.now } : {}),
    onInternalError: (e) => console.error('[upload worker]', e),
  })
  if (options.start !== false) worker.start()

  const world: UploadWorld = {
    service,
    companyId,
    apiKey,
    dataDir,
    db,
    cache,
    worker,
    events,
    proxy,
    loop: watchEventLoop(),
    api,
    datasetId: dataset.id,
    subjectIds,
    useKey(next) {
      apiKey = next
      world.apiKey = next
      workerApi = createSkinApi({
        baseUrl: workerBaseUrl,
        companyId,
        apiKey,
        timeoutMs: 3_000,
        sleep: shortSleep,
      })
    },
    async submit(mode, photos, subject = 0) {
      const shots = Object.entries(photos).map(([side, bytes]) => ({
        side: side as CaptureSide,
        source: 'file' as const,
        fileName: `${side}.jpg`,
        bytes: new Uint8Array(bytes),
        warnings: [],
      }))
      const subjectId = subjectIds[subject]
      if (subjectId === undefined) throw new Error(`no subject ${subject}`)
      const record = await submitCapture(
        { datasetId: dataset.id, subjectId, mode, shots },
        { queue: worker.queue, dataDir, seal: testSeal, prepare: preparePhotoHere },
      )
      worker.wake()
      const item = worker.item(record.capture.id)
      if (!item) throw new Error('the capture was not stored')
      return item
    },
    waitFor,
    async settled(ids) {
      const items = () => ids.map((id) => worker.item(id))
      await waitFor(() => items().every((item) => item !== null && finished.has(item.state)))
      return items().flatMap((item) => (item ? [item] : []))
    },
    async batchImages(item, batchId) {
      const images = await setupApi().batches.images({
        datasetId: item.datasetId,
        subjectId: item.subjectId,
        batchId,
      })
      return images
    },
    async close() {
      world.loop.stop()
      await watch.stop()
      await worker.stop()
      cache.close()
      db.close()
      await proxy?.close()
      await service.close()
      await removeDir(dataDir)
    },
  }
  return world
}
