/**
 * The main app against local services whose data outlive them: clinics made with the service's admin, a service
 * that can be stopped and started again on the same port, and an app that can be closed and started again on the
 * same data folder and keychain.
 */
import { consentMeta } from '../support/consent'
import { attachFaceMetricsIfNeeded, testDialect } from '../support/dialect'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSkinApi, type SkinApi } from '../../src-main/api'
import { startService, type RunningService } from '../../src-service/server'
import { memorySecrets } from '../support/memorySecrets'
import type { SecretStore } from '../../src-main/secrets/keychain'
import { startMainApp, type AppUnderTest, type StartOptions } from './main-app'
import { recordedAnalyses } from '../support/recordedAnalyses'
import { facePhoto } from '../support/photos'

export interface Clinic {
  companyId: string
  apiKey: string
  api: SkinApi
  datasetId: string
  subjectId: string
}

/** A company with a key, one dataset and one subject. */
export async function createClinic(service: RunningService, name: string, patient: string): Promise<Clinic> {
  const companyId = service.admin.createCompany(name).id
  const apiKey = service.admin.createKey(companyId, { name: 'account tests' }).token
  const api = createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey })
  const datasetId = (await api.datasets.create({ name: `${name} patients` })).id
  await attachFaceMetricsIfNeeded(api, datasetId)
  const subjectId = (await api.subjects.create(datasetId, { name: patient, meta: consentMeta() })).id
  return { companyId, apiKey, api, datasetId, subjectId }
}

/** Uploads a front photo of the clinic's subject in a new batch; answers the image id. */
export async function uploadPhoto(clinic: Clinic): Promise<string> {
  const batchId = (await clinic.api.batches.create(clinic.datasetId, clinic.subjectId, {})).id
  const batch = { datasetId: clinic.datasetId, subjectId: clinic.subjectId, batchId }
  return (await clinic.api.images.upload(batch, 'front', new Uint8Array(await facePhoto(640, 480)))).id
}

/** Queues a front photo of the clinic's subject through the app's own channel (it waits while the service is down). */
export async function queueFrontCapture(app: AppUnderTest, clinic: Clinic): Promise<{ id: string }> {
  return app.value('capture.submit', {
    datasetId: clinic.datasetId,
    subjectId: clinic.subjectId,
    mode: 'front',
    shots: [{ side: 'front', source: 'camera', bytes: new Uint8Array(await facePhoto(1280, 1024)) }],
  })
}

/** Asks `read` again (every 100 ms, up to 10 s) until its answer has at least `n` visits. */
export async function waitForVisits<T extends { visits: unknown[] }>(
  read: () => Promise<T>,
  n: number,
): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const answer = await read()
    if (answer.visits.length >= n) return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`fewer than ${n} visits`)
}

export interface AccountWorld {
  /** The app's data folder. */
  dataDir: string
  /** The service's database (plain: it stands for the cloud's storage, not the workstation's). */
  serviceDbPath: string
  /** The world's keychain (in memory: the real one is tested in tests/keychain). */
  secrets: SecretStore
  /** Starts the service on `port` (a free one by default) with the data of the last one. */
  startService(port?: number): Promise<RunningService>
  stopService(): Promise<void>
  /** Starts the app on the data folder and the one in-memory keychain of this world. */
  startApp(options?: StartOptions): Promise<AppUnderTest>
  stopApp(): Promise<void>
  /** Stops the app and the service, and removes every folder. */
  close(): Promise<void>
}

export async function openAccountWorld(): Promise<AccountWorld> {
  const root = await mkdtemp(join(tmpdir(), 'skin-accounts-'))
  const dataDir = join(root, 'data')
  const secrets = memorySecrets()
  let service: RunningService | null = null
  let app: AppUnderTest | null = null
  const serviceDbPath = join(root, 'service.sqlite')
  const world: AccountWorld = {
    dataDir,
    serviceDbPath,
    secrets,
    async startService(port = 0) {
      service = await startService({
        ...recordedAnalyses(),
        dialect: testDialect(),
        dbPath: serviceDbPath,
        port,
        rateLimit: false,
        processingDelayMs: 0,
      })
      return service
    },
    async stopService() {
      await service?.close()
      service = null
    },
    async startApp(options = {}) {
      app = await startMainApp(dataDir, secrets, options)
      return app
    },
    async stopApp() {
      await app?.close()
      app = null
    },
    async close() {
      await world.stopApp()
      await world.stopService()
      await rm(root, { recursive: true, force: true })
    },
  }
  return world
}
