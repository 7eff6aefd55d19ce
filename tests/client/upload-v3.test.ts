/**
 * The v3 flow's bad days, each ending in a clear state and never a duplicate batch or a lost capture: links that
 * expired while the capture waited offline (asked again, the first batch deleted), a storage host that says
 * "expired" to links the workstation still trusts, one that refuses the headers (400), compute answering 5xx, and
 * results that never complete. The service, its storage host and the queue are real; where a line or a storage
 * host misbehaves, the worker's fetch is wrapped at the edge (a stand-in for the network), and its clock is moved.
 */
import { describe, expect, it } from '../support/fixtures'
import type { Fixtures } from '../support/fixtures'
import type { UploadWorld, UploadWorldOptions } from '../support/uploadWorker'
import { facePhoto } from '../support/photos'

/** The worker's fetch, with a rule that may answer (or fail) a request instead of the network. */
function edge(rule: (url: string, init: RequestInit | undefined) => Response | Error | null): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const instead = rule(url, init)
    if (instead instanceof Error) throw instead
    return instead ?? fetch(input, init)
  }
}

const isPut = (init: RequestInit | undefined) => (init?.method ?? 'GET').toUpperCase() === 'PUT'
const isCompute = (url: string, init: RequestInit | undefined) =>
  init?.method === 'POST' && /\/api\/v3\/.*\/compute\/$/.test(url)

function v3World(uploads: Fixtures['uploads'], options: UploadWorldOptions = {}) {
  return uploads({ service: { dialect: 'documented' }, skinAnalysis3: true, ...options })
}

async function triplet(w: UploadWorld) {
  const photo = await facePhoto(1280, 1024)
  return w.submit('triplet', { front: photo, left: photo, right: photo })
}

async function subjectBatches(w: UploadWorld) {
  return w.api.batches.all(w.datasetId, w.subjectIds[0] ?? '')
}

describe('the v3 flow on bad days', () => {
  it('a capture that waited offline longer than its links live asks again and leaves no empty batch', async ({
    uploads,
  }) => {
    let offline = true
    let ahead = 0
    const world = await v3World(uploads, {
      start: false,
      now: () => Date.now() + ahead,
      apiOptions: {
        fetchImpl: edge((_url, init) => (offline && isPut(init) ? new TypeError('fetch failed') : null)),
      },
    })
    const w = world
    const item = await triplet(w)
    // the links are asked for, then the line drops before any photo is sent
    await w.worker.runOnce()
    const first = w.worker.queue.get(item.id)?.capture.batch_id
    expect(first).toBeTruthy()
    expect((await subjectBatches(w)).map((batch) => batch.id)).toEqual([first])
    // two hours later the line is back: those links are long gone
    ahead = 2 * 3600_000
    offline = false
    w.worker.start()
    w.worker.networkBack()
    const [done] = await w.settled([item.id])
    expect(done?.state).toBe('done')
    const batches = await subjectBatches(w)
    expect(batches).toHaveLength(1)
    expect(batches[0]?.id).not.toBe(first)
    expect(batches[0]?.images_count).toBe(3)
    // no PUT ever reached a link of the first batch
    const images = await w.batchImages(item, batches[0]?.id ?? '')
    expect(Object.keys(w.service.admin.storagePuts()).sort()).toEqual(images.map((i) => i.id).sort())
    // each PUT fed the queue's byte count, to the side's whole size before it was marked uploaded
    for (const side of ['front', 'left', 'right'] as const) {
      const counted = w.events.flatMap((event) => event.sides.filter((s) => s.side === side))
      const size = counted[0]?.bytes ?? 0
      expect(size).toBeGreaterThan(0)
      expect(
        counted.some((s) => s.sentBytes === size && !s.uploaded),
        side,
      ).toBe(true)
    }
  })

  it('a storage host saying "expired" to links the workstation still trusts: asked again, one batch', async ({
    uploads,
  }) => {
    let offline = true
    // the workstation's clock runs two hours behind, so it trusts links that have in fact expired
    const world = await v3World(uploads, {
      start: false,
      now: () => Date.now() - 2 * 3600_000,
      apiOptions: {
        fetchImpl: edge((_url, init) => (offline && isPut(init) ? new TypeError('fetch failed') : null)),
      },
    })
    const w = world
    w.service.admin.setStorageLinkTtlSeconds(0)
    const item = await triplet(w)
    await w.worker.runOnce() // links asked (expired at once), the line drops before a photo is sent
    const first = w.worker.queue.get(item.id)?.capture.batch_id
    expect(first).toBeTruthy()
    w.service.admin.setStorageLinkTtlSeconds(3600)
    offline = false
    w.worker.start()
    w.worker.networkBack()
    const [done] = await w.settled([item.id])
    expect(done?.state, JSON.stringify(done?.problem)).toBe('done')
    const batches = await subjectBatches(w)
    expect(batches).toHaveLength(1)
    expect(batches[0]?.id).not.toBe(first)
    expect(batches[0]?.images_count).toBe(3)
  })

  it('a PUT refused for its headers (400) fails the capture with words; it stays in the queue', async ({
    uploads,
  }) => {
    const world = await v3World(uploads, {
      apiOptions: {
        fetchImpl: async (input, init) => {
          if (!isPut(init)) return fetch(input, init)
          const headers = new Headers(init?.headers)
          headers.delete('x-goog-content-length-range')
          return fetch(input, { ...init, headers })
        },
      },
    })
    const w = world
    const item = await triplet(w)
    const [failed] = await w.settled([item.id])
    expect(failed?.state).toBe('failed')
    expect(failed?.problem).toMatchObject({ code: 'upload_refused', params: { status: '400' } })
    expect(w.service.admin.uploadCount()).toBe(0)
    expect(await subjectBatches(w)).toHaveLength(1)
  })

  it('compute answered 5xx is tried again (one analysis, one batch); 5xx on end fails it with words', async ({
    uploads,
  }) => {
    let failures = 2
    let world = await v3World(uploads, {
      apiOptions: {
        fetchImpl: edge((url, init) =>
          isCompute(url, init) && failures-- > 0
            ? new Response('<html>Bad gateway</html>', {
                status: 502,
                headers: { 'content-type': 'text/html' },
              })
            : null,
        ),
      },
    })
    const w = world
    const item = await triplet(w)
    const [done] = await w.settled([item.id])
    expect(done?.state).toBe('done')
    expect(await subjectBatches(w)).toHaveLength(1)
    await w.close()

    world = await v3World(uploads, {
      timing: { maxServerFailures: 3 },
      apiOptions: {
        fetchImpl: edge((url, init) =>
          isCompute(url, init)
            ? new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })
            : null,
        ),
      },
    })
    const again = await triplet(world)
    const [failed] = await world.settled([again.id])
    expect(failed?.state).toBe('failed')
    expect(failed?.problem?.code).toBe('server_error')
    expect(await subjectBatches(world)).toHaveLength(1)
  })

  it('results that never complete within the results timeout fail the capture with words', async ({
    uploads,
  }) => {
    const world = await v3World(uploads, {
      service: { dialect: 'documented', processingDelayMs: 600_000 },
      timing: { resultsTimeoutMs: 1_500 },
    })
    const item = await triplet(world)
    const [failed] = await world.settled([item.id])
    expect(failed?.state).toBe('failed')
    expect(failed?.problem?.code).toBe('results_timeout')
    expect(world.service.admin.uploadCount()).toBe(3)
  })
})
