import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from '../support/fixtures'
import type { QueueItem, QueueState } from '../../src-shared/contract'
import { readResultRecords } from '../../src-main/api/records'
import { expectResponsive } from '../support/responsive'
import type { UploadWorld } from '../support/uploadWorker'
import { facePhoto, gradientPhoto } from '../support/photos'

let face: Buffer
let noFace: Buffer

beforeAll(async () => {
  face = await facePhoto(1536, 1152)
  noFace = await gradientPhoto(1280, 1024)
})

const statesOf = (events: QueueItem[], id: string): QueueState[] =>
  events.filter((event) => event.id === id).map((event) => event.state)

/** The states in order, without repeats. */
const path = (states: QueueState[]) => states.filter((state, i) => state !== states[i - 1])

function cachedResults(w: UploadWorld, imageId: string | null) {
  const cached = imageId === null ? null : w.worker.results.get(imageId)
  if (cached === null) throw new Error(`no cached results for image ${imageId}`)
  return readResultRecords(JSON.parse(cached.json) as unknown[]).records
}

function batchOf(w: UploadWorld, id: string): string {
  const batchId = w.worker.queue.get(id)?.capture.batch_id
  if (!batchId) throw new Error(`capture ${id} has no batch`)
  return batchId
}

describe('upload queue against the local service', () => {
  it('takes a front capture from queued through uploading and processing to done, with results cached', async ({
    uploads,
  }) => {
    const world = await uploads()
    const submitted = await world.submit('front', { front: face })
    expect(submitted).toMatchObject({ state: 'queued', mode: 'front', attempts: 0 })
    const [done] = await world.settled([submitted.id])

    expect(done).toMatchObject({ state: 'done', problem: null, rejected: [], subjectName: 'Patient 1' })
    expect(path(['queued', ...statesOf(world.events, submitted.id)])).toEqual([
      'queued',
      'uploading',
      'processing',
      'done',
    ])
    const front = done?.sides[0]
    expect(front).toMatchObject({ side: 'front', uploaded: true })
    expect(front?.sentBytes).toBe(front?.bytes)
    const progress = world.events.flatMap((event) => event.sides.map((side) => side.sentBytes))
    expect(progress.some((sent) => sent > 0 && sent < (front?.bytes ?? 0))).toBe(true)

    const results = cachedResults(world, front?.imageId ?? null)
    expect(results.some((result) => result.algorithm_family_tech_name?.startsWith('selfie_v2.'))).toBe(true)
    const images = await world.batchImages(submitted, batchOf(world, submitted.id))
    expect(images.map((image) => [image.side, image.id])).toEqual([['front', front?.imageId]])
    expect(world.service.admin.uploadCount()).toBe(1)
    // Acknowledged and its results cached: the photo no longer waits on this computer.
    expect(existsSync(join(world.dataDir, 'captures', submitted.id))).toBe(false)
    expect(existsSync(join(world.dataDir, 'captures'))).toBe(true)
  })

  it('runs the acne application in triplet mode and gets acne results on the front image', async ({
    uploads,
  }) => {
    const world = await uploads({ acne: true })
    const submitted = await world.submit('triplet', { right: face, front: face, left: face })
    const [done] = await world.settled([submitted.id])
    expect(done?.state).toBe('done')
    expect(done?.sides.map((side) => side.side)).toEqual(['front', 'left', 'right'])
    // Skin metrics on each of the three images and acne on the front: done only once all four answered.
    expect(done?.analyses).toEqual({ ready: 4, total: 4 })
    const counted = world.events.filter((event) => event.id === submitted.id && event.analyses !== null)
    expect(counted.every((event) => event.analyses?.total === 4)).toBe(true)
    expect(counted.filter((event) => event.state === 'done').every((e) => e.analyses?.ready === 4)).toBe(true)

    const [front, left, right] = done?.sides ?? []
    expect(
      cachedResults(world, front?.imageId ?? null).some((r) =>
        r.algorithm_family_tech_name?.startsWith('acne.'),
      ),
    ).toBe(true)
    for (const side of [left, right]) {
      const results = cachedResults(world, side?.imageId ?? null)
      expect(results.some((r) => r.algorithm_family_tech_name?.startsWith('selfie_v2.'))).toBe(true)
      expect(results.some((r) => r.algorithm_family_tech_name?.startsWith('acne.'))).toBe(false)
    }
    // Each side where the service says it is (the wire numbers 1 front, 2 right, 3 left: queue-upload-api).
    const images = await world.batchImages(submitted, batchOf(world, submitted.id))
    const byId = new Map(images.map((image) => [image.id, image]))
    expect(byId.get(front?.imageId ?? '')?.side).toBe('front')
    expect(byId.get(left?.imageId ?? '')?.side).toBe('left')
    expect(byId.get(right?.imageId ?? '')?.side).toBe('right')
    expect(world.worker.runs.latest(world.datasetId, 'a9c3d7e1-2b45-4f68-8e0a-6c1d9b3f5a27')?.mode).toBe(
      'triplet',
    )
  })

  it('starts a new acne run when the mode changes, and none while the mode stays', async ({ uploads }) => {
    const world = await uploads({ acne: true })
    const attachRoute = '/api/v1/companies/:cid/applications/:app/attach-to-dataset/'
    const attachesBefore = world.service.admin.requestCount('POST', attachRoute)
    const first = await world.submit('front', { front: face })
    const second = await world.submit('front', { front: face })
    const third = await world.submit('triplet', { front: face, left: face, right: face })
    const items = await world.settled([first.id, second.id, third.id])
    expect(items.map((item) => item.state)).toEqual(['done', 'done', 'done'])
    expect(world.service.admin.requestCount('POST', attachRoute) - attachesBefore).toBe(2)
    for (const item of items) {
      const results = cachedResults(world, item.sides[0]?.imageId ?? null)
      expect(
        results.some((r) => r.algorithm_family_tech_name?.startsWith('acne.')),
        item.mode,
      ).toBe(true)
    }
  })

  it('fails a triplet capture while the acne application is not enabled, and sends it once it is', async ({
    uploads,
  }) => {
    const world = await uploads({ acne: false })
    const submitted = await world.submit('triplet', { front: face, left: face, right: face })
    const [failed] = await world.settled([submitted.id])
    expect(failed).toMatchObject({ state: 'failed', problem: { code: 'acne_unavailable' } })
    expect(world.service.admin.uploadCount()).toBe(0)

    world.service.admin.setAcneEnabled(world.companyId, true)
    world.worker.retry(submitted.id)
    const [done] = await world.settled([submitted.id])
    expect(done?.state).toBe('done')
    expect(world.service.admin.uploadCount()).toBe(3)
  })

  it('finishes a photo without a face as done, with the reason of the rejected results', async ({
    uploads,
  }) => {
    const world = await uploads()
    const submitted = await world.submit('front', { front: noFace })
    const [done] = await world.settled([submitted.id])
    expect(done?.state).toBe('done')
    expect(done?.rejected).toEqual([{ side: 'front', reason: 'No face detected' }])
  })

  it('fails on a revoked key, and goes on once a new key is in and the capture is retried', async ({
    uploads,
  }) => {
    const world = await uploads()
    const keyId = world.service.admin.listKeys(world.companyId)[0]?.id ?? ''
    world.service.admin.revokeKey(keyId)
    const submitted = await world.submit('front', { front: face })
    const [failed] = await world.settled([submitted.id])
    expect(failed).toMatchObject({ state: 'failed', problem: { code: 'key_rejected' } })

    world.useKey(world.service.admin.createKey(world.companyId, { name: 'rotated' }).token)
    expect(world.worker.retry(submitted.id).state).toBe('queued')
    const [done] = await world.settled([submitted.id])
    expect(done?.state).toBe('done')
    expect(world.service.admin.uploadCount()).toBe(1)
    expectResponsive(world.loop.stop())
  })

  it('cancels a capture, and a retry finishes it without sending a side twice', async ({ uploads }) => {
    const world = await uploads({ start: false, acne: true })
    const submitted = await world.submit('triplet', { front: face, left: face, right: face })
    expect(world.worker.cancel(submitted.id).state).toBe('cancelled')
    expect(world.worker.cancel(submitted.id).state).toBe('cancelled')
    world.worker.start()
    expect(world.worker.retry(submitted.id).state).toBe('queued')
    await world.waitFor(() => world?.worker.item(submitted.id)?.sides[0]?.imageId != null)
    world.worker.cancel(submitted.id)
    expect(world.worker.item(submitted.id)?.state).toBe('cancelled')
    world.worker.retry(submitted.id)
    const [done] = await world.settled([submitted.id])
    expect(done?.state).toBe('done')
    const images = await world.batchImages(submitted, batchOf(world, submitted.id))
    expect(images.map((image) => image.side).sort()).toEqual(['front', 'left', 'right'])
    expect(world.service.admin.uploadCount()).toBe(3)
  })
})
