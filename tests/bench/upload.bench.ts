/**
 * Capture upload. (1) Preparing one 12-megapixel photo (decode, orient, strip, re-encode), in this process and in
 * the parser process as the app does it (issue 30; the browser host's, confined: issue 41): target ≤ 300 ms median;
 * and the first photo of a session, with the parser started by it or when the capture screen opened (issue 46).
 * (2) A triplet from "send" (prepared photos handed to the queue: files and row written) until every side is
 * acknowledged by the local service on loopback (processing delay 0), against the same requests (batch create,
 * three image posts of the same prepared bytes) made with a bare fetch, in the same run: target ratio ≤ 1.3×. The
 * service is idle (no analysis running) before each timed run.
 */
import { TEST_DATA_KEY } from '../support/testSeal'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { QueueItem } from '../../src-shared/contract'
import { createSkinApi } from '../../src-main/api'
import { openCacheDb } from '../../src-main/store/cache/cacheDb'
import { openAccountDb } from '../../src-main/store/accountDb/db'
import { browserHostParser } from '../../src-main/browser-host/parserBundle'
import { preparePhoto } from '../../src-main/work/capture/preparePhoto'
import { enqueueCapture, prepareShots, type PreparedShot } from '../../src-main/work/capture/submitCapture'
import { createUploadWorker } from '../../src-main/work/uploadQueue/worker'
import { startService } from '../../src-service/server'
import { median, report, timeRuns } from './stats'
import { testSeal } from '../support/testSeal'
import { cameraLikePhoto } from '../support/photos'
import { cameraTriplet } from '../support/uploadWorker'

export const title = 'Capture upload: preparing a 12 MP photo; queue vs bare fetch on loopback'

const PREPARE_RUNS = 12
const projectRoot = join(__dirname, '..', '..')
const UPLOAD_RUNS = 12

async function benchPrepare(photo: Buffer): Promise<void> {
  const meta = await sharp(photo).metadata()
  console.log(`input: ${meta.width}×${meta.height} JPEG, ${(photo.length / 1e6).toFixed(1)} MB`)
  await preparePhoto(photo, 'front')
  report('prepare one 12 MP photo', await timeRuns(PREPARE_RUNS, () => preparePhoto(photo, 'front')))
  // the same in the photo parser's own process (issue 30), as the app does it: the bytes go there and back
  const parser = browserHostParser({ projectRoot })
  try {
    await parser.prepare(new Uint8Array(photo), 'front')
    report(
      'prepare one 12 MP photo, in the parser process',
      await timeRuns(PREPARE_RUNS, () => parser.prepare(new Uint8Array(photo), 'front')),
    )
  } finally {
    parser.close()
  }
  await benchFirstPhoto(photo)
}

/** A capture screen open for this long before its first photo is sent (a person takes longer). */
const SCREEN_OPEN_MS = 3000
const FIRST_PHOTO_RUNS = 3

/**
 * The first photo of a session (issue 46): with a parser started by it (bundle, process, sharp's load), and with
 * one started when the capture screen opened (`warm`, as main does on `capture.options`).
 */
async function benchFirstPhoto(photo: Buffer): Promise<void> {
  const first = async (warmed: boolean) => {
    const parser = browserHostParser({ projectRoot })
    try {
      if (warmed) {
        parser.warm()
        await new Promise((resolve) => setTimeout(resolve, SCREEN_OPEN_MS))
      }
      const started = performance.now()
      await parser.prepare(new Uint8Array(photo), 'front')
      return performance.now() - started
    } finally {
      parser.close()
    }
  }
  const cold: number[] = []
  const warmed: number[] = []
  for (let run = 0; run < FIRST_PHOTO_RUNS; run++) {
    cold.push(await first(false))
    warmed.push(await first(true))
  }
  report('first 12 MP photo of a session, parser started by it', cold)
  report('first 12 MP photo of a session, parser started as the capture screen opened', warmed)
}

async function benchUpload(photo: Buffer): Promise<void> {
  const service = await startService({ rateLimit: false, processingDelayMs: 0 })
  const dataDir = await mkdtemp(join(tmpdir(), 'skin-bench-upload-'))
  const db = openAccountDb(dataDir, TEST_DATA_KEY)
  const { cache } = openCacheDb(dataDir, TEST_DATA_KEY)
  try {
    const companyId = service.admin.createCompany('Bench clinic').id
    service.admin.setAcneEnabled(companyId, true)
    const apiKey = service.admin.createKey(companyId, { name: 'bench' }).token
    const api = createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey })
    const datasetId = (await api.datasets.create({ name: 'Bench' })).id
    const subjectId = (await api.subjects.create(datasetId, { name: 'Bench patient' })).id
    const target = { datasetId, subjectId, mode: 'triplet' as const }
    const shots: PreparedShot[] = await prepareShots(
      {
        ...target,
        shots: cameraTriplet(photo),
      },
      preparePhoto,
    )
    const sent = shots.reduce((sum, shot) => sum + shot.photo.bytes.length, 0)
    console.log(`triplet: 3 prepared photos, ${(sent / 1e6).toFixed(1)} MB in all`)

    let uploaded: ((item: QueueItem) => void) | null = null
    const worker = createUploadWorker({
      db,
      cache,
      dataDir,
      seal: testSeal,
      api: (call) => call(api),
      emit: (item) => {
        if (item.sides.every((side) => side.uploaded)) uploaded?.(item)
      },
      timing: { pollFirstMs: 20, pollMaxMs: 100 },
    })
    worker.start()

    const viaQueue = async () => {
      const allSent = new Promise<QueueItem>((resolve) => (uploaded = resolve))
      await enqueueCapture(target, shots, { queue: worker.queue, dataDir, seal: testSeal })
      worker.wake()
      await allSent
    }
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }
    const subjectUrl = `${service.baseUrl}/api/v1/companies/${companyId}/datasets/${datasetId}/subjects/${subjectId}`
    const sideIds = { front: 1, right: 2, left: 3 }
    const bareFetch = async () => {
      const created = await fetch(`${subjectUrl}/batches/`, { method: 'POST', headers, body: '{}' })
      const { id } = (await created.json()) as { id: string }
      for (const shot of shots) {
        const body = JSON.stringify({
          b64data: shot.photo.bytes.toString('base64'),
          side_id: sideIds[shot.side],
          light_id: 1,
        })
        const answer = await fetch(`${subjectUrl}/batches/${id}/images/`, { method: 'POST', headers, body })
        if (answer.status !== 201) throw new Error(`upload answered ${answer.status}`)
        await answer.arrayBuffer()
      }
    }
    const settle = async () => {
      await service.admin.processingIdle()
      await new Promise<void>((resolve) => {
        const check = () =>
          worker.list().every((item) => item.state === 'done') ? resolve() : setTimeout(check, 20)
        check()
      })
    }

    // Warm-up: the first capture also starts the acne run and fills the applications cache.
    await viaQueue()
    await bareFetch()
    await settle()
    const queueTimes: number[] = []
    const fetchTimes: number[] = []
    for (let i = 0; i < UPLOAD_RUNS; i++) {
      queueTimes.push(...(await timeRuns(1, viaQueue)))
      await settle()
      fetchTimes.push(...(await timeRuns(1, bareFetch)))
      await settle()
    }
    report('send → all sides acknowledged, upload queue', queueTimes)
    report('same requests, bare fetch', fetchTimes)
    console.log(`ratio queue / bare fetch: ${(median(queueTimes) / median(fetchTimes)).toFixed(2)}×`)
    await worker.stop()
  } finally {
    db.close()
    await service.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

export async function run(): Promise<void> {
  const photo = await cameraLikePhoto(4000, 3000)
  await benchPrepare(photo)
  await benchUpload(photo)
}
