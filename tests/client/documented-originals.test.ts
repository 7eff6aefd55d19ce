/**
 * Visit photos from a service that answers as its documentation shows (issue 24): originals only at the image
 * record's `urls.original`, signed links on a storage host that expire, refuse the key and answer 404 once a
 * dataset deleted its originals. The app, with its real handlers and data folder, against the local service in
 * the documented dialect (whatever the project's dialect), and against a proxy that sends hostile links.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readFile } from 'node:fs/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  companyPath,
  createSkinApi,
  datasetRecord,
  findFaceMetricsApplication,
  type SkinApi,
} from '../../src-main/api'
import { redactor, useLogger } from '../../src-main/log/log'
import { createLogger, LOG_FILE } from '../../src-main/log/logger'
import type { RunningService } from '../../src-service/server'
import { memorySecrets } from '../support/memorySecrets'
import { startAnswerProxy, type RewritingProxy } from '../support/rewritingProxy'
import { startMainApp, type AppUnderTest } from '../support/mainApp'
import { facePhoto } from '../support/photos'
import { startTestService } from '../support/world'

const IMAGE_LISTS = '/api/v1/companies/:cid/datasets/:did/subjects/:sid/batches/:bid/images/'

let root: string
let service: RunningService
let app: AppUnderTest | null = null
let proxy: RewritingProxy | null = null
let storage: Server | null = null
let releaseLog: () => void = () => undefined

interface Clinic {
  companyId: string
  apiKey: string
  api: SkinApi
  datasetId: string
  subjectId: string
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'skin-originals-'))
  service = await startTestService({ dialect: 'documented', processingDelayMs: 0 })
  // The real log file, as the hosts write it: what a failed photo leaves there is part of the behaviour.
  releaseLog = useLogger(createLogger({ dir: join(root, 'logs'), redactor, console: false }))
})
afterEach(async () => {
  releaseLog()
  await app?.close()
  app = null
  await proxy?.close()
  proxy = null
  await new Promise<void>((resolve) => (storage ? storage.close(() => resolve()) : resolve()))
  storage = null
  await service.close()
  await rm(root, { recursive: true, force: true })
})

/** A company, a dataset with Face Skin Metrics attached (as the clinic would have), one subject. */
async function clinic(datasetFields: Record<string, unknown> = {}): Promise<Clinic> {
  const companyId = service.admin.createCompany('Clinic').id
  const apiKey = service.admin.createKey(companyId, { name: 'originals' }).token
  const api = createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey })
  const dataset = await api.http.post(
    companyPath(companyId, 'datasets'),
    { name: 'Patients', ...datasetFields },
    datasetRecord,
  )
  const face = findFaceMetricsApplication(await api.applications.all())
  if (!face) throw new Error('no Face Skin Metrics 2.0')
  await api.applications.attach(face, { datasetId: dataset.id })
  const subjectId = (await api.subjects.create(dataset.id, { name: 'Iris Holm' })).id
  return { companyId, apiKey, api, datasetId: dataset.id, subjectId }
}

async function upload(c: Clinic): Promise<string> {
  const batchId = (await c.api.batches.create(c.datasetId, c.subjectId, {})).id
  const ref = { datasetId: c.datasetId, subjectId: c.subjectId, batchId }
  return (await c.api.images.upload(ref, 'front', new Uint8Array(await facePhoto(640, 480)))).id
}

async function connected(c: Clinic, baseUrl = service.baseUrl): Promise<AppUnderTest> {
  app = await startMainApp(join(root, 'app'), memorySecrets())
  await app.value('auth.connect', { baseUrl, companyId: c.companyId, apiKey: c.apiKey })
  return app
}

const target = (c: Clinic) => ({ datasetId: c.datasetId, subjectId: c.subjectId, since: null })
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
const lists = () => service.admin.requestCount('GET', IMAGE_LISTS)
const logLines = async () => (await readFile(join(root, 'logs', LOG_FILE), 'utf8')).split('\n')

/** The subject's history once it has `n` visits (the service analyses one photo after another). */
async function historyWith(a: AppUnderTest, c: Clinic, n: number) {
  for (let i = 0; i < 600; i++) {
    const history = await a.value('history.forSubject', target(c))
    if (history.visits.length >= n) return history
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`fewer than ${n} visits`)
}

describe('originals from the documented service', () => {
  it('shows a photo from its storage link, and reads the record once for a fresh link when it expired', async () => {
    const c = await clinic()
    const imageId = await upload(c)
    // Every link handed out from now on has expired already (a workstation that read them an hour ago).
    service.admin.setStorageLinkTtlSeconds(0)
    const a = await connected(c)
    const history = await historyWith(a, c, 1)
    expect(history.visits.map((visit) => visit.imageId)).toEqual([imageId])

    service.admin.setStorageLinkTtlSeconds(3600)
    const before = lists()
    const photo = await a.value('images.original', { imageId })
    expect(photo.mediaType).toBe('image/jpeg')
    expect(isJpeg(photo.bytes)).toBe(true)
    expect(lists() - before).toBe(1)

    // Kept (sealed) on this workstation: shown again without asking anyone.
    await service.close()
    expect(isJpeg((await a.value('images.original', { imageId })).bytes)).toBe(true)
    service = await startTestService({ dialect: 'documented' })
  })

  it('says the photo is not available when the fresh link fails too, after one more read, with a log line', async () => {
    const c = await clinic()
    const imageId = await upload(c)
    service.admin.setStorageLinkTtlSeconds(0)
    const a = await connected(c)
    await historyWith(a, c, 1)

    const before = lists()
    expect(await a.failure('images.original', { imageId })).toBe('photo_not_available')
    expect(lists() - before).toBe(1)
    const lines = await logLines()
    const line = lines.find((text) => text.includes(`photo ${imageId} not available`))
    expect(line).toContain('403')
    expect(line).not.toMatch(/signature|expires=/i)
    // Nothing was broken by it: the rest of the app answers.
    expect((await a.value('datasets.list')).results).toHaveLength(1)
  })

  it('says so in words when the dataset deletes originals once analysed, and the results stay', async () => {
    const c = await clinic({ clean_images_as_soon_as_ready: true })
    const imageId = await upload(c)
    const a = await connected(c)
    const history = await historyWith(a, c, 1)
    expect(history.visits[0]?.results.length).toBeGreaterThan(0)
    expect(await a.failure('images.original', { imageId })).toBe('photo_not_available')
    expect((await a.value('results.forImage', { imageId })).results.length).toBeGreaterThan(0)
  })
})

describe('hostile links to originals', () => {
  it('gives a clear state for HTML, an empty answer, a plain-http host and no urls, and sends no key off the service', async () => {
    const seen: { url: string; headers: IncomingHttpHeaders }[] = []
    storage = createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers })
      if (request.url === '/html')
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in</body></html>')
      else response.writeHead(200, { 'content-type': 'image/jpeg' }).end()
    })
    await new Promise<void>((resolve) => storage?.listen(0, '127.0.0.1', resolve))
    const storageOrigin = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`

    const c = await clinic()
    const ids = [await upload(c), await upload(c), await upload(c), await upload(c)]
    const links: Record<string, unknown> = {
      [ids[0] ?? '']: { original: `${storageOrigin}/html` },
      [ids[1] ?? '']: { original: `${storageOrigin}/empty` },
      [ids[2] ?? '']: { original: 'http://storage.example.test/originals/x.jpg?signature=abc' },
      [ids[3] ?? '']: null,
    }
    // Every image list the app reads gives these links instead of the service's.
    proxy = await startAnswerProxy(service.baseUrl, (path, answer) => {
      if (!path.endsWith('/images/') || answer.status !== 200) return answer
      const page = JSON.parse(answer.body.toString('utf8')) as { results: { id: string; urls: unknown }[] }
      for (const image of page.results) if (image.id in links) image.urls = links[image.id]
      return { ...answer, body: Buffer.from(JSON.stringify(page)) }
    })
    const a = await connected(c, proxy.baseUrl)
    await historyWith(a, c, 4)

    for (const imageId of ids)
      expect(await a.failure('images.original', { imageId })).toBe('photo_not_available')
    // The two loopback links were each tried twice (the second time after reading the record again).
    expect(seen.map((request) => request.url).sort()).toEqual(['/empty', '/empty', '/html', '/html'])
    for (const request of seen) {
      expect(request.headers.authorization).toBeUndefined()
      expect(JSON.stringify(request.headers)).not.toContain(c.apiKey)
    }
    const lines = await logLines()
    expect(lines.find((t) => t.includes(ids[0] ?? '-'))).toContain('not a photo')
    expect(lines.find((t) => t.includes(ids[1] ?? '-'))).toContain('empty')
    expect(lines.find((t) => t.includes(ids[2] ?? '-'))).toContain('insecure_link')
    expect(lines.find((t) => t.includes(ids[3] ?? '-'))).toContain('no link')
    expect(lines.join('\n')).not.toContain('signature=abc')
    expect((await a.value('datasets.list')).results).toHaveLength(1)
  })
})
