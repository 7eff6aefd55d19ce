import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { createSkinApi, findAcneApplication, findFaceMetricsApplication, type Application } from './'
import {
  sendJson,
  startScriptedServer,
  type ScriptedHandler,
  type ScriptedServer,
} from '../../tests/support/apiTestServer'

let server: ScriptedServer | null = null

afterEach(async () => {
  await server?.close()
  server = null
})

async function apiFor(handler: ScriptedHandler) {
  server = await startScriptedServer(handler)
  const sleeps: number[] = []
  const api = createSkinApi({
    baseUrl: server.baseUrl,
    companyId: 'c1',
    apiKey: 'key',
    sleep: async (ms) => void sleeps.push(ms),
  })
  return { api, requests: server.requests, sleeps }
}

const ref = { datasetId: 'd1', subjectId: 's1', batchId: 'b1' }
const image = (sideId: number) => ({ id: `img-${sideId}`, side_id: sideId })
const app = (id: string, name: string, tech_name: string | null = null): Application => ({
  id,
  name,
  tech_name,
  description: null,
  is_enabled: true,
  algorithms_flags: null,
  image_type_tech_name: null,
  algorithms: [],
})

describe('image upload', () => {
  it('posts {b64data, side_id, light_id: 1} with the service side ids (front 1, right 2, left 3)', async () => {
    const { api, requests } = await apiFor((request, response) =>
      sendJson(response, 201, image((JSON.parse(request.body) as { side_id: number }).side_id)),
    )
    const bytes = randomBytes(300_000)
    const progress: number[] = []
    for (const side of ['front', 'right', 'left'] as const) {
      await api.images.upload(ref, side, bytes, { onProgress: (sent) => progress.push(sent) })
    }
    expect(requests.map((r) => r.url)).toEqual(
      Array(3).fill('/api/v1/companies/c1/datasets/d1/subjects/s1/batches/b1/images/'),
    )
    expect(requests.map((r) => JSON.parse(r.body) as unknown)).toEqual(
      [1, 2, 3].map((side_id) => ({ side_id, light_id: 1, b64data: bytes.toString('base64') })),
    )
    expect(requests[0]?.headers['content-type']).toBe('application/json')
    expect(progress.at(-1)).toBe(bytes.length)
    // With its length, never chunked: a Django REST backend reads a chunked body as empty.
    for (const request of requests) {
      expect(request.headers['transfer-encoding']).toBeUndefined()
      expect(Number(request.headers['content-length'])).toBe(Buffer.byteLength(request.body))
    }
  })

  it('sends the length of bodies of every size, padding included', async () => {
    const { api, requests } = await apiFor((_request, response) => sendJson(response, 201, image(1)))
    for (const size of [1, 2, 3, 4, 196_608, 196_609, 1_000_001]) {
      await api.images.upload(ref, 'front', randomBytes(size))
    }
    expect(requests).toHaveLength(7)
    for (const request of requests) {
      expect(request.headers['transfer-encoding']).toBeUndefined()
      expect(Number(request.headers['content-length'])).toBe(Buffer.byteLength(request.body))
    }
  })

  it('sends an upload once, whatever the failure: 503, 429 or a dropped connection', async () => {
    const { api, requests, sleeps } = await apiFor((_request, response, index) => {
      if (index === 0) sendJson(response, 503, {})
      else if (index === 1) sendJson(response, 429, {}, { 'retry-after': '1' })
      else response.socket?.destroy()
    })
    for (const status of [503, 429, null]) {
      await expect(api.images.upload(ref, 'front', randomBytes(10))).rejects.toMatchObject({ status })
    }
    expect(requests).toHaveLength(3)
    expect(sleeps).toEqual([])
  })

  it('creates a batch with its creation_time, once', async () => {
    const { api, requests } = await apiFor((_request, response) => sendJson(response, 502, {}))
    await expect(
      api.batches.create('d1', 's1', { creation_time: '2025-01-02 10:00:00' }),
    ).rejects.toMatchObject({
      status: 502,
    })
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      [
        'POST',
        '/api/v1/companies/c1/datasets/d1/subjects/s1/batches/',
        '{"creation_time":"2025-01-02 10:00:00"}',
      ],
    ])
  })
})

describe('lists and results', () => {
  it('reads a batch image list as an envelope, following next links', async () => {
    const { api } = await apiFor((request, response) => {
      const base = server?.baseUrl ?? ''
      const path = '/api/v1/companies/c1/datasets/d1/subjects/s1/batches/b1/images/'
      if (request.url.includes('page=2'))
        sendJson(response, 200, { count: 2, next: null, results: [image(3)] })
      else sendJson(response, 200, { count: 2, next: `${base}${path}?page=2`, results: [image(1)] })
    })
    expect((await api.batches.images(ref)).map((i) => i.side)).toEqual(['front', 'left'])
  })

  it('reads image results as a plain array or an envelope', async () => {
    const record = {
      id: 'r1',
      is_ok: true,
      image_id: 'i1',
      creation_time: '2025-01-02 10:00:00',
      algorithm_family_tech_name: 'selfie_v2.redness',
      result: { area_results: [] },
    }
    const { api, requests } = await apiFor((_request, response, index) =>
      sendJson(
        response,
        200,
        index === 0 ? [record] : { count: 1, next: null, previous: null, results: [record] },
      ),
    )
    expect((await api.results.forImage('i1')).map((r) => r.id)).toEqual(['r1'])
    expect((await api.results.forImage('i1')).map((r) => r.id)).toEqual(['r1'])
    expect(requests[0]?.url).toBe('/api/v1/companies/c1/images/i1/metrics_and_submetrics/')
  })

  it("reads a subject's results as a bare array or as the envelope's pages, with since", async () => {
    const record = (id: string) => ({
      id,
      is_ok: false,
      image_id: 'i1',
      algorithm_family_tech_name: 'selfie_v2.redness',
      result: 'No face detected',
    })
    const { api, requests } = await apiFor((request, response, index) => {
      const base = server?.baseUrl ?? ''
      if (index === 0) sendJson(response, 200, [record('a'), record('b')])
      else if (!request.url.includes('page=2'))
        sendJson(response, 200, { count: 2, next: `${base}${request.url}&page=2`, results: [record('c')] })
      else sendJson(response, 200, { count: 2, next: null, results: [record('d')] })
    })
    const bare = await api.results.forSubject('s1', { since: '2025-01-01' })
    expect(bare.map((r) => [r.id, r.result.error])).toEqual([
      ['a', 'No face detected'],
      ['b', 'No face detected'],
    ])
    expect((await api.results.forSubject('s1')).map((r) => r.id)).toEqual(['c', 'd'])
    expect(requests[0]?.url).toBe(
      '/api/v1/companies/c1/subjects/s1/metrics_and_submetrics/?since=2025-01-01&page_size=100',
    )
  })

  it('attaches an application the documented way, and by a run where the service has only runs/', async () => {
    const acne = { ...app('acne-app', 'Acne', 'acne_v1'), algorithms_flags: null, image_type_tech_name: null }
    const { api, requests } = await apiFor((request, response) =>
      request.url?.includes('attach-to-dataset')
        ? sendJson(response, 404, {
            type: 'client_error',
            errors: [{ code: 'not_found', detail: 'Not found.', attr: null }],
          })
        : sendJson(response, 201, { id: 'run-1' }),
    )
    const attached = await api.applications.attach(acne, {
      datasetId: 'd1',
      algorithmsFlags: { images: 'triplet' },
    })
    expect(attached.id).toBe('run-1')
    expect(requests.map((r) => [r.url, JSON.parse(r.body) as unknown])).toEqual([
      [
        '/api/v1/companies/c1/applications/acne_v1/attach-to-dataset/?resolve_dependencies=true',
        { dataset_id: 'd1', algorithms_flags: { images: 'triplet' } },
      ],
      [
        '/api/v1/companies/c1/applications/acne-app/runs/',
        { dataset_id: 'd1', algorithms_flags: { images: 'triplet' } },
      ],
    ])
  })

  it('attaches with enabled_algorithms from the record, attaching a missing dependency first', async () => {
    const versions = [
      { id: 7, name: 'Redness', tech_name: 'redness' },
      { id: 8, tech_name: 'pores' },
    ]
    const listed = {
      id: 'face',
      name: 'Face Skin Metrics 2.0',
      tech_name: 'face_skin_metrics_2.0',
      algorithms_versions: versions,
    }
    const missing = {
      type: 'validation_error',
      errors: [
        {
          code: 'missing_dependencies',
          detail: 'Missing dependencies.',
          attr: null,
          extra: { missing_application_tech_names: ['face_skin_metrics_2.0'], missing_algorithms: [] },
        },
      ],
    }
    const { api, requests } = await apiFor((request, response, index) => {
      if (request.method === 'GET') sendJson(response, 200, { count: 1, next: null, results: [listed] })
      else if (index === 1) sendJson(response, 400, missing)
      else sendJson(response, 201, { id: `att-${index}` })
    })
    const [face] = await api.applications.all()
    expect(face?.algorithms).toEqual(['redness', 'pores'])
    const acne = { ...app('acne-app', 'Acne', 'acne_v1'), algorithms: ['acne_class'] }
    const attached = await api.applications.attach(acne, { datasetId: 'd1' })
    expect(attached.id).toMatch(/^att-/)
    expect(
      requests
        .filter((r) => r.method === 'POST')
        .map((r) => [r.url.split('?')[0], JSON.parse(r.body) as unknown]),
    ).toEqual([
      [
        '/api/v1/companies/c1/applications/acne_v1/attach-to-dataset/',
        { dataset_id: 'd1', enabled_algorithms: ['acne_class'] },
      ],
      [
        '/api/v1/companies/c1/applications/face_skin_metrics_2.0/attach-to-dataset/',
        { dataset_id: 'd1', enabled_algorithms: ['redness', 'pores'] },
      ],
      [
        '/api/v1/companies/c1/applications/acne_v1/attach-to-dataset/',
        { dataset_id: 'd1', enabled_algorithms: ['acne_class'] },
      ],
    ])
  })

  it('takes Face Skin Metrics 2.0 by its exact tech name, never the 3.0 application', () => {
    const v3 = app('v3', 'Face Skin Analysis 3.0', 'face_skin_metrics_3.0')
    const v2 = app('v2', 'Face Skin Metrics 2.0', 'face_skin_metrics_2.0')
    expect(findFaceMetricsApplication([v3, v2])?.id).toBe('v2')
    expect(findFaceMetricsApplication([v3])).toBeNull()
    expect(
      findFaceMetricsApplication([app('x', 'Face Skin Metrics 3.0', 'face_skin_metrics_3.0')]),
    ).toBeNull()
    expect(findFaceMetricsApplication([{ ...v2, is_enabled: false }])).toBeNull()
    // Only a list without any tech names is read by name, and then by the exact name.
    expect(findFaceMetricsApplication([app('n', 'Face Skin Metrics 2.0')])?.id).toBe('n')
    expect(findFaceMetricsApplication([app('n', 'Face Skin Metrics 3.0')])).toBeNull()
  })

  it('finds the acne application by tech name or name, wherever it is in the list', () => {
    const skin = app('s', 'Face Skin Metrics 2.0', 'face_skin_metrics_2.0')
    expect(findAcneApplication([skin, app('a', 'Acne Analysis', 'acne_analysis')])?.id).toBe('a')
    expect(findAcneApplication([app('a', 'Acne (beta)'), skin])?.id).toBe('a')
    expect(findAcneApplication([skin])).toBeNull()
    expect(findAcneApplication([{ ...app('a', 'Acne', 'acne'), is_enabled: false }])).toBeNull()
  })
})
