/** The results caches on real SQLite files: read-through, freshness, and answers from the cache alone. */
import { TEST_DATA_KEY } from '../../../tests/support/testSeal'
import { imageRecord, readResultRecords } from '../../api/records'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, test } from '../../../tests/support/fixtures'
import { ApiError, type SkinApi } from '../../api'
import { openCacheDb } from '../../store/cache/cacheDb'
import { createPhotoFiles } from '../../store/cache/photoFiles'
import { createSubjectMediaStore } from '../../store/cache/subjectMedia'
import { createResultsDesk } from './resultsDesk'
import { testSeal } from '../../../tests/support/testSeal'

const offline = () =>
  new ApiError({
    kind: 'network',
    status: null,
    method: 'GET',
    path: '/',
    code: 'network_error',
    detail: 'down',
  })

const record = (id: string, imageId: string, value: unknown = 50) => ({
  id,
  is_ok: true,
  image_id: imageId,
  creation_time: '2024-05-01 09:00:00',
  algorithm_family_tech_name: 'selfie_v2.redness',
  result: {
    area_results: [
      {
        area_name: 'face',
        main_metric: { name: 'Redness', value, tech_name: 'redness_score', units: null },
        sub_metrics: [],
      },
    ],
  },
})

/** A fake service: the test sets the answers, `down` makes every call fail as offline, `calls` counts them. */
function fakeService() {
  const state = {
    down: false,
    calls: 0,
    imageRecords: [record('r1', 'img-1')] as unknown[],
    subjectRecords: [record('r1', 'img-1'), record('r2', 'img-2', 'Light')] as unknown[],
    photo: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
  }
  const api = {
    results: {
      // The API hands back records its reader accepted (api/records): the fake does the same.
      forImage: async () => readResultRecords(state.imageRecords).records,
      forSubject: async () => readResultRecords(state.subjectRecords).records,
    },
    batches: {
      all: async () => [
        { id: 'b-1', creation_time: '2024-01-05 08:00:00', images_count: 1 },
        { id: 'b-2', creation_time: '2024-02-05 08:00:00', images_count: 1 },
      ],
      images: async ({ batchId }: { batchId: string }) => [
        imageRecord.parse({
          id: batchId === 'b-1' ? 'img-1' : 'img-2',
          side_id: 1,
          batch_id: batchId,
          urls: { original: `http://127.0.0.1:1/originals/${batchId}` },
        }),
      ],
    },
    images: {
      original: async () => ({ status: 200, headers: new Headers(), bytes: state.photo }),
    },
    http: { baseUrl: 'http://127.0.0.1:1' },
  } as unknown as SkinApi
  const run = async <T>(call: (a: SkinApi) => Promise<T>): Promise<T> => {
    state.calls++
    if (state.down) throw offline()
    return call(api)
  }
  return { state, run }
}

function desk(dataDir: string, freshForMs = 0) {
  const db = openCacheDb(dataDir, TEST_DATA_KEY).cache
  const service = fakeService()
  let now = new Date('2024-06-01T10:00:00Z')
  const results = createResultsDesk({
    api: service.run,
    cache: db,
    dir: dataDir,
    seal: testSeal,
    freshForMs,
    now: () => now,
  })
  return { db, service, results, advance: (ms: number) => (now = new Date(now.getTime() + ms)) }
}

describe('results cache', () => {
  test('results.forImage: fetched, then fresh from the cache, then the cache when offline', async ({
    dataDir,
  }) => {
    const { db, service, results, advance } = desk(dataDir, 60_000)
    const first = await results.forImage('img-1')
    expect(first).toMatchObject({ fromCache: false, fetchedAt: '2024-06-01T10:00:00.000Z' })
    expect(first.results.map((r) => r.id)).toEqual(['r1'])
    const calls = service.state.calls
    expect((await results.forImage('img-1')).fromCache).toBe(true)
    expect(service.state.calls).toBe(calls)
    // an open visit keeping current asks the service inside the fresh minute too
    expect((await results.forImage('img-1', true)).fromCache).toBe(false)
    expect(service.state.calls).toBe(calls + 1)
    advance(61_000)
    service.state.down = true
    expect(await results.forImage('img-1')).toMatchObject({
      fromCache: true,
      fetchedAt: '2024-06-01T10:00:00.000Z',
    })
    await expect(results.forImage('img-9')).rejects.toMatchObject({ code: 'not_cached' })
    db.close()
  })

  test('results.forImage asks again while an image has no results, and drops records that do not fit', async ({
    dataDir,
  }) => {
    const { db, service, results } = desk(dataDir, 60_000)
    service.state.imageRecords = []
    expect((await results.forImage('img-1')).results).toEqual([])
    service.state.imageRecords = [record('r1', 'img-1', { nested: true }), 'junk', record('r2', 'img-1')]
    const answer = await results.forImage('img-1')
    expect(answer.fromCache).toBe(false)
    expect(answer.results.map((r) => [r.id, r.result.area_results.length])).toEqual([
      ['r1', 0],
      ['r2', 1],
    ])
    db.close()
  })

  test('history opens from the cache alone after a restart, per since, and fills the image results', async ({
    dataDir,
  }) => {
    const online = desk(dataDir)
    const fetched = await online.results.history({ datasetId: 'd', subjectId: 's', since: null })
    expect(fetched.fromCache).toBe(false)
    expect(fetched.visits.map((v) => [v.imageId, v.capturedAt, v.side])).toEqual([
      ['img-2', '2024-02-05T08:00:00Z', 'front'],
      ['img-1', '2024-01-05T08:00:00Z', 'front'],
    ])
    online.db.close()

    const restarted = desk(dataDir)
    restarted.service.state.down = true
    const cached = await restarted.results.history({ datasetId: 'd', subjectId: 's', since: null })
    // How many photos were pending is known only to the run that read the service (absent after a restart).
    const { pending, ...kept } = fetched
    expect(pending).toBe(0)
    expect(cached).toEqual({ ...kept, fromCache: true })
    // A period never fetched: cut from the whole kept history; a subject never fetched: not_cached.
    const fromFeb = await restarted.results.history({ datasetId: 'd', subjectId: 's', since: '2024-02-01' })
    expect(fromFeb.visits.map((v) => v.imageId)).toEqual(['img-2'])
    await expect(
      restarted.results.history({ datasetId: 'd', subjectId: 'other', since: '2024-01-01' }),
    ).rejects.toMatchObject({ code: 'not_cached' })
    const image = await restarted.results.forImage('img-2')
    expect(image.fromCache).toBe(true)
    expect(image.results[0]?.result.area_results[0]?.main_metric.value).toBe('Light')
    restarted.db.close()
  })

  test('history lists the batches at each read (photos still pending), their images only when not known yet', async ({
    dataDir,
  }) => {
    const { db, service, results } = desk(dataDir)
    await results.history({ datasetId: 'd', subjectId: 's', since: null })
    const afterFirst = service.state.calls
    // results, the dataset (whether Face Skin Analysis 3.0 is attached: asked again after a while), batches, two
    // image lists
    expect(afterFirst).toBe(5)
    await results.history({ datasetId: 'd', subjectId: 's', since: null })
    // results and batches: each batch's images are known, and counted
    expect(service.state.calls).toBe(afterFirst + 2)
    expect(createSubjectMediaStore(db).image('img-2')).toMatchObject({ batchId: 'b-2', side: 'front' })
    db.close()
  })

  test('images.original keeps the photo as a file and reads it back offline', async ({ dataDir }) => {
    const { db, service, results } = desk(dataDir)
    const place = { datasetId: 'd', subjectId: 's' }
    expect((await results.original('img-1', place)).mediaType).toBe('image/png')
    service.state.down = true
    const again = await results.original('img-1', place)
    expect(again.mediaType).toBe('image/png')
    expect([...again.bytes]).toEqual([...service.state.photo])
    expect(await readdir(join(dataDir, 'photos'))).toEqual(['img-1'])
    service.state.down = false
    service.state.photo = new TextEncoder().encode('<html>proxy</html>')
    // A link that answers no photo is read again once; then the photo is said to be gone, and nothing is kept.
    await expect(results.original('img-2', place)).rejects.toMatchObject({ code: 'photo_not_available' })
    await expect(results.original('../x')).rejects.toMatchObject({ code: 'bad_request' })
    await expect(createPhotoFiles(dataDir, db, testSeal).read('img-2')).resolves.toBeNull()
    db.close()
  })
})
