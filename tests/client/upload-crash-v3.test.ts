/**
 * A triplet into a dataset with Face Skin Analysis 3.0 attached (the v3 flow, documented dialect), with the worker
 * in a child process killed (SIGKILL) after each step of the flow in turn: the upload call answered but not yet
 * recorded, before and after each PUT to storage, before compute and after its answer. Each kill is made by the
 * child's HTTP client at that instant (tests/support/uploadWorkerChild.ts); everything else is real: the service,
 * its storage host, SQLite, the sealed photo files. It ends with exactly one batch holding three images, each side
 * PUT only to its own link, and the results cached.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSkinApi, findSkinAnalysis3Application, type SkinApi } from '../../src-main/api'
import { openCacheDb } from '../../src-main/store/cache/cacheDb'
import { createCaptureQueueStore, type CaptureQueueStore } from '../../src-main/store/accountDb/captureQueue'
import { openAccountDb, type AppDb } from '../../src-main/store/accountDb/db'
import { createImageMasksStore } from '../../src-main/store/cache/imageMasks'
import { createImageResultsStore } from '../../src-main/store/cache/imageResults'
import { submitCapture } from '../../src-main/work/capture/submitCapture'
import type { RunningService } from '../../src-service/server'
import { TEST_DATA_KEY, testSeal } from '../support/testSeal'
import { preparePhotoHere } from '../support/inProcessParser'
import { forkSupport } from '../support/children'
import { waitFor } from '../support/mainApp'
import { cameraTriplet } from '../support/uploadWorker'
import { facePhoto } from '../support/photos'
import { startTestService } from '../support/world'

let service: RunningService
let api: SkinApi
let companyId: string
let apiKey: string
let dataDir: string
let db: AppDb
let queue: CaptureQueueStore
let datasetId: string
let subjectId: string
const children = new Set<ChildProcess>()

beforeAll(async () => {
  service = await startTestService({ dialect: 'documented', processingDelayMs: 0 })
  companyId = service.admin.createCompany('Crash test clinic (3.0)').id
  apiKey = service.admin.createKey(companyId, { name: 'crash tests' }).token
  api = createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey })
  datasetId = (await api.datasets.create({ name: 'Analysis 3.0' })).id
  const v3 = findSkinAnalysis3Application(await api.applications.all())
  if (!v3) throw new Error('no Face Skin Analysis 3.0 application')
  await api.applications.attach(v3, { datasetId })
  subjectId = (await api.subjects.create(datasetId, { name: 'Patient' })).id
  dataDir = await mkdtemp(join(tmpdir(), 'skin-crash-v3-'))
  db = openAccountDb(dataDir, TEST_DATA_KEY)
  queue = createCaptureQueueStore(db)
})

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  db?.close()
  await service?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** Runs the worker in a child until it kills itself at `killAt` (or, with null, until stopped). */
function startChild(killAt: string | null) {
  return forkSupport('uploadWorkerChild.ts', {
    env: {
      SKIN_DATA_DIR: dataDir,
      SKIN_BASE_URL: service.baseUrl,
      SKIN_COMPANY_ID: companyId,
      SKIN_API_KEY: apiKey,
      ...(killAt ? { SKIN_KILL_AT: killAt } : {}),
    },
    running: children,
  })
}

const batchesOfSubject = () => api.batches.all(datasetId, subjectId)

describe('a v3 capture whose worker is killed after each step', () => {
  it(
    'ends with one batch of three images, each side PUT to its own link only, and results',
    { timeout: 180_000 },
    async () => {
      const photo = await facePhoto(1280, 1024)
      const shots = cameraTriplet(photo)
      const { capture } = await submitCapture(
        { datasetId, subjectId, mode: 'triplet', shots },
        { queue, dataDir, seal: testSeal, prepare: preparePhotoHere },
      )
      const id = capture.id
      const row = () => queue.get(id)

      // 1. the upload call made a batch on the service, but its answer never reached the queue
      expect(await startChild('after:upload').exited).toBe('SIGKILL')
      expect(row()?.capture).toMatchObject({ flow: 'v3', batch_requested: 1, batch_id: null })
      expect(await batchesOfSubject()).toHaveLength(1)

      // 2. that empty batch is found by its time and deleted, new links recorded; killed before the first PUT
      expect(await startChild('before:put#1').exited).toBe('SIGKILL')
      const batchId = row()?.capture.batch_id ?? ''
      expect(batchId).not.toBe('')
      expect((await batchesOfSubject()).map((batch) => batch.id)).toEqual([batchId])
      expect(row()?.sides.map((side) => side.upload)).toEqual(['sending', 'pending', 'pending'])

      // 3–5. each PUT is stored on the service but not recorded: the side is sent again, to the same link
      for (const killAt of ['after:put#1', 'after:put#2', 'after:put#2']) {
        expect(await startChild(killAt).exited).toBe('SIGKILL')
        expect(row()?.capture.batch_id).toBe(batchId)
      }
      expect(row()?.sides.map((side) => side.upload)).toEqual(['done', 'done', 'sending'])

      // 6. every side stored, compute not sent yet; 7. compute answered, not recorded
      expect(await startChild('before:compute').exited).toBe('SIGKILL')
      expect(row()?.sides.every((side) => side.upload === 'done')).toBe(true)
      expect(row()?.capture.computed).toBe(0)
      expect(await startChild('after:compute').exited).toBe('SIGKILL')
      expect(row()?.capture.computed).toBe(0)

      // 8. a worker that is not killed computes again (the service starts the analysis once) and reads the results
      const last = startChild(null)
      await waitFor(() => row()?.capture.state === 'done')
      last.child.send('stop')
      expect(await last.exited).toBe(0)

      const batches = await batchesOfSubject()
      expect(batches.map((batch) => batch.id)).toEqual([batchId])
      const images = await api.batches.images({ datasetId, subjectId, batchId })
      expect(images.map((image) => image.side).sort()).toEqual(['front', 'left', 'right'])
      expect(new Set(images.map((image) => image.id))).toEqual(
        new Set(row()?.sides.map((side) => side.image_id)),
      )
      // every PUT went to one of the three links of this batch (none to a link of another batch)
      const puts = service.admin.storagePuts()
      expect(Object.keys(puts).sort()).toEqual(images.map((image) => image.id).sort())
      expect((await service.admin.checkConsistency()).duplicateSides).toBe(0)

      const front = images.find((image) => image.side === 'front')?.id ?? ''
      const { cache } = openCacheDb(dataDir, TEST_DATA_KEY)
      try {
        const cached = JSON.parse(createImageResultsStore(cache).get(front)?.json ?? '[]') as {
          algorithm_family_tech_name: string
        }[]
        expect(cached.map((record) => record.algorithm_family_tech_name).sort()).toEqual([
          'face_skin_metrics_3.ita',
          'face_skin_metrics_3.pigmentation',
          'face_skin_metrics_3.pimples',
          'face_skin_metrics_3.pores',
          'face_skin_metrics_3.redness',
        ])
        const masks = createImageMasksStore(cache).of(front)
        expect(masks.map((mask) => mask.parameter)).toEqual(['pigmentation', 'pimples', 'pores', 'redness'])
        expect(masks.every((mask) => mask.svg.startsWith('<svg'))).toBe(true)
      } finally {
        cache.close()
      }
    },
  )
})
