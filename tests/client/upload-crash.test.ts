/**
 * The worker in a child process, killed with SIGKILL mid-upload and started again on the same data folder:
 * every capture completes and no side reaches the service twice.
 */
import { TEST_DATA_KEY } from '../support/testSeal'
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { QueueItem } from '../../src-shared/contract'
import { createSkinApi, type SkinApi } from '../../src-main/api'
import { createCaptureQueueStore, type CaptureQueueStore } from '../../src-main/store/accountDb/captureQueue'
import { openAccountDb, type AppDb } from '../../src-main/store/accountDb/db'
import { submitCapture } from '../../src-main/work/capture/submitCapture'
import type { RunningService } from '../../src-service/server'
import type { LoopFigures } from '../support/loopWatch'
import { expectResponsive } from '../support/responsive'
import { startUploadProxy, type UploadProxy } from '../support/uploadProxy'
import { cameraTriplet } from '../support/uploadWorker'
import { forkSupport } from '../support/children'
import { waitFor } from '../support/mainApp'
import { testSeal } from '../support/testSeal'
import { preparePhotoHere } from '../support/inProcessParser'
import { facePhoto } from '../support/photos'
import { startTestService } from '../support/world'

const imagesRoute = '/api/v1/companies/:cid/datasets/:did/subjects/:sid/batches/:bid/images/'
const LoopFiguresMessage = z.object({
  worstLateMs: z.number(),
  worstBusyLateMs: z.number(),
  firings: z.number(),
  delayMaxMs: z.number(),
  delayP99Ms: z.number(),
}) satisfies z.ZodType<LoopFigures>
const ChildMessage = z.union([
  z.object({ type: z.literal('started') }),
  z.object({ type: z.literal('changed'), item: QueueItem }),
  z.object({ type: z.literal('loop'), figures: LoopFiguresMessage }),
])

interface CrashWorld {
  service: RunningService
  proxy: UploadProxy
  api: SkinApi
  companyId: string
  apiKey: string
  dataDir: string
  db: AppDb
  queue: CaptureQueueStore
  datasetId: string
  subjectId: string
}

let photo: Buffer
let world: CrashWorld | null = null
const children = new Set<ChildProcess>()

beforeAll(async () => {
  photo = await facePhoto(1280, 1024)
})

afterEach(async () => {
  for (const child of children) child.kill('SIGKILL')
  children.clear()
  if (!world) return
  world.db.close()
  await world.proxy.close()
  await world.service.close()
  await rm(world.dataDir, { recursive: true, force: true })
  world = null
})

async function startCrashWorld(): Promise<CrashWorld> {
  const service = await startTestService({ processingDelayMs: 0 })
  const companyId = service.admin.createCompany('Crash test clinic').id
  service.admin.setAcneEnabled(companyId, true)
  const apiKey = service.admin.createKey(companyId, { name: 'crash tests' }).token
  const api = createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey })
  const datasetId = (await api.datasets.create({ name: 'Crash' })).id
  const subjectId = (await api.subjects.create(datasetId, { name: 'Patient' })).id
  const dataDir = await mkdtemp(join(tmpdir(), 'skin-crash-'))
  const db = openAccountDb(dataDir, TEST_DATA_KEY)
  const proxy = await startUploadProxy(service.baseUrl)
  return {
    service,
    proxy,
    api,
    companyId,
    apiKey,
    dataDir,
    db,
    queue: createCaptureQueueStore(db),
    datasetId,
    subjectId,
  }
}

/** Forks the worker child; `onItem` sees every queue change it reports; `loop()` its event loop, once stopped. */
function startChild(w: CrashWorld, onItem: (item: QueueItem, child: ChildProcess) => void = () => undefined) {
  let figures: LoopFigures | null = null
  const { child, exited } = forkSupport('uploadWorkerChild.ts', {
    env: {
      SKIN_DATA_DIR: w.dataDir,
      SKIN_BASE_URL: w.proxy.url,
      SKIN_COMPANY_ID: w.companyId,
      SKIN_API_KEY: w.apiKey,
    },
    running: children,
  })
  child.on('message', (raw) => {
    const message = ChildMessage.safeParse(raw)
    if (message.success && message.data.type === 'changed') onItem(message.data.item, child)
    if (message.success && message.data.type === 'loop') figures = message.data.figures
  })
  return { child, exited, loop: () => figures }
}

async function submitTriplets(w: CrashWorld, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const shots = cameraTriplet(photo)
    const record = await submitCapture(
      { datasetId: w.datasetId, subjectId: w.subjectId, mode: 'triplet', shots },
      { queue: w.queue, dataDir: w.dataDir, seal: testSeal, prepare: preparePhotoHere },
    )
    ids.push(record.capture.id)
  }
  return ids
}

/** A new child finishes the captures; its event loop was never held up on the way. */
async function finishInNewChild(w: CrashWorld, ids: string[]): Promise<void> {
  const { child, exited, loop } = startChild(w)
  await waitFor(() => ids.every((id) => w.queue.get(id)?.capture.state === 'done'))
  child.send('stop')
  expect(await exited).toBe(0)
  const figures = loop()
  expect(figures).not.toBeNull()
  if (figures) expectResponsive(figures)
}

async function expectEachSideOnce(w: CrashWorld, ids: string[]): Promise<void> {
  expect(w.service.admin.uploadCount()).toBe(ids.length * 3)
  const batches = await w.api.batches.all(w.datasetId, w.subjectId)
  expect(batches).toHaveLength(ids.length)
  for (const id of ids) {
    const record = w.queue.get(id)
    const batchId = record?.capture.batch_id ?? ''
    const images = await w.api.batches.images({ datasetId: w.datasetId, subjectId: w.subjectId, batchId })
    expect(images.map((image) => image.side).sort()).toEqual(['front', 'left', 'right'])
    expect(new Set(images.map((image) => image.id))).toEqual(
      new Set(record?.sides.map((side) => side.image_id)),
    )
  }
  expect((await w.service.admin.checkConsistency()).duplicateSides).toBe(0)
}

describe('upload worker killed mid-upload', () => {
  it(
    'resumes after SIGKILL right after the first image was acknowledged, without duplicates',
    { timeout: 120_000 },
    async () => {
      world = await startCrashWorld()
      const w = world
      const ids = await submitTriplets(w, 2)
      let killed = false
      const { exited } = startChild(w, (item, child) => {
        if (!killed && item.sides.some((side) => side.imageId !== null)) {
          killed = child.kill('SIGKILL')
        }
      })
      expect(await exited).toBe('SIGKILL')
      const first = w.queue.get(ids[0] ?? '')
      expect(first?.capture.state).not.toBe('done')
      expect(first?.sides.filter((side) => side.upload === 'done').length).toBeGreaterThanOrEqual(1)
      expect(first?.sides.filter((side) => side.upload === 'done').length).toBeLessThan(3)

      await finishInNewChild(w, ids)
      await expectEachSideOnce(w, ids)
    },
  )

  it(
    'resumes after SIGKILL while an upload was stored but not yet answered, without sending it again',
    { timeout: 120_000 },
    async () => {
      world = await startCrashWorld()
      const w = world
      const ids = await submitTriplets(w, 2)
      w.proxy.holdUploads = true
      const { child, exited } = startChild(w)
      await waitFor(() => w.proxy.held === 1 && w.service.admin.uploadCount() === 1)
      child.kill('SIGKILL')
      expect(await exited).toBe('SIGKILL')
      // The service has the image; the queue only knows that it was being sent.
      expect(w.queue.get(ids[0] ?? '')?.sides.map((side) => side.upload)).toEqual([
        'sending',
        'pending',
        'pending',
      ])

      w.proxy.holdUploads = false
      await finishInNewChild(w, ids)
      await expectEachSideOnce(w, ids)
      expect(w.service.admin.requestCount('POST', imagesRoute)).toBe(ids.length * 3)
    },
  )
})
