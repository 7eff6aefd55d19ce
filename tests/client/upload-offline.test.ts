import { beforeAll, describe, expect, it } from '../support/fixtures'
import { expectResponsive } from '../support/responsive'
import type { UploadProxy } from '../support/uploadProxy'
import type { UploadWorld } from '../support/uploadWorker'
import { facePhoto } from '../support/photos'

let face: Buffer

beforeAll(async () => {
  face = await facePhoto(1280, 1024)
})

function proxyOf(w: UploadWorld): UploadProxy {
  if (!w.proxy) throw new Error('this world has no proxy')
  return w.proxy
}

const imagesRoute = '/api/v1/companies/:cid/datasets/:did/subjects/:sid/batches/:bid/images/'

describe('upload queue when the network fails', () => {
  it('waits offline while the service is unreachable and finishes on its own once it is back', async ({
    uploads,
  }) => {
    const world = await uploads({ viaProxy: true, start: false })
    const proxy = proxyOf(world)
    proxy.online = false
    world.worker.start()

    const submitted = await world.submit('front', { front: face })
    await world.waitFor(() => world?.worker.item(submitted.id)?.state === 'waiting_offline')
    const waiting = world.worker.item(submitted.id)
    expect(waiting?.problem?.code).toBe('unreachable')
    expect(waiting?.problem?.params.host).toBe(new URL(proxy.url).host)

    proxy.online = true
    const [done] = await world.settled([submitted.id])
    expect(done).toMatchObject({ state: 'done', problem: null })
    expect(world.service.admin.uploadCount()).toBe(1)
    expectResponsive(world.loop.stop())
  })

  it('looks in the batch before sending a side again when an upload answer was lost', async ({ uploads }) => {
    const world = await uploads({ viaProxy: true, acne: true })
    const proxy = proxyOf(world)
    proxy.holdUploads = true
    const submitted = await world.submit('triplet', { front: face, left: face, right: face })
    await world.waitFor(() => proxy.held === 1 && world?.service.admin.uploadCount() === 1)
    // The service stored the front image; the worker never heard. Stopping aborts the request in flight.
    await world.worker.stop()
    expect(world.worker.queue.get(submitted.id)?.sides[0]).toMatchObject({ side: 'front', upload: 'sending' })

    proxy.holdUploads = false
    world.worker.start()
    const [done] = await world.settled([submitted.id])
    expect(done?.state).toBe('done')
    expect(world.service.admin.uploadCount()).toBe(3)
    expect(world.service.admin.requestCount('POST', imagesRoute)).toBe(3)
    const batchId = world.worker.queue.get(submitted.id)?.capture.batch_id ?? ''
    const images = await world.batchImages(submitted, batchId)
    expect(images.map((image) => image.side).sort()).toEqual(['front', 'left', 'right'])
    expect(done?.sides[0]?.imageId).toBe(images.find((image) => image.side === 'front')?.id)
    expectResponsive(world.loop.stop())
  })

  it('adopts the batch whose create answer was lost instead of creating another', async ({ uploads }) => {
    // The backoff is long enough to be read before it ends on a loaded machine (10 ms was not, in CI).
    const world = await uploads({ viaProxy: true, start: false, timing: { serverRetryMs: 1_500 } })
    const proxy = proxyOf(world)
    const submitted = await world.submit('front', { front: face })
    const batchesRoute = '/api/v1/companies/:cid/datasets/:did/subjects/:sid/batches/'
    // The batch is stored, then the connection drops: the create's outcome is unknown to the worker.
    proxy.dropAnswerTo = /\/batches\/$/
    await world.worker.runOnce()
    proxy.dropAnswerTo = null
    expect(proxy.dropped).toBe(1)
    // One dropped answer from a service that still answers is a backoff of that capture, not "offline".
    expect(world.worker.item(submitted.id)).toMatchObject({
      state: 'uploading',
      retry: { reason: 'connection' },
    })
    expect(world.worker.queue.get(submitted.id)?.capture).toMatchObject({
      batch_requested: 1,
      batch_id: null,
    })

    world.worker.start()
    const [done] = await world.settled([submitted.id])
    expect(done?.state).toBe('done')
    const batches = await world.api.batches.all(world.datasetId, submitted.subjectId)
    expect(batches).toHaveLength(1)
    expect(batches[0]?.id).toBe(world.worker.queue.get(submitted.id)?.capture.batch_id)
    expect(world.service.admin.requestCount('POST', batchesRoute)).toBe(1)
    expectResponsive(world.loop.stop())
  })

  it('counts a side from 0 again after its upload failed, and says it retries after a dropped connection', async ({
    uploads,
  }) => {
    // The backoff is long enough to be read before it ends on a loaded machine (10 ms was not, in CI).
    const world = await uploads({ viaProxy: true, start: false, timing: { serverRetryMs: 1_500 } })
    const proxy = proxyOf(world)
    const submitted = await world.submit('front', { front: face })
    proxy.dropAnswerTo = /\/images\/$/
    await world.worker.runOnce()
    proxy.dropAnswerTo = null
    expect(proxy.dropped).toBe(1)
    const bytes = submitted.sides[0]?.bytes ?? 0
    // every byte went out before the answer was lost …
    expect(
      world.events.some((event) => event.sides[0]?.sentBytes === bytes && !event.sides[0].uploaded),
    ).toBe(true)
    // … and none of that counts now: the side is sent again (or found on the service) from the start
    const waiting = world.worker.item(submitted.id)
    expect(waiting).toMatchObject({ state: 'uploading', retry: { reason: 'connection' } })
    expect(waiting?.sides[0]).toMatchObject({ sentBytes: 0, uploaded: false })
    expect(Date.parse(waiting?.retry?.at ?? '')).toBeGreaterThan(Date.now())

    world.worker.start()
    const [done] = await world.settled([submitted.id])
    expect(done).toMatchObject({ state: 'done', retry: null })
    expect(world.service.admin.uploadCount()).toBe(1)
    expectResponsive(world.loop.stop())
  })
})
