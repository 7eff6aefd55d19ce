/**
 * The one world of the tests that run main against the local service (client, keychain and store tests, and the
 * benches): a data folder, a keychain, the local service as the tests run it (its data outlive a stop, so it can be
 * stopped and started again on the same port), clinics made with the service's admin, and the main app
 * (tests/support/mainApp.ts) on that folder and keychain, which can be closed and started again.
 *
 * The vitest fixtures over it are in tests/support/fixtures.ts; the upload worker's and the report desk's own
 * harnesses (uploadWorker.ts, reportDesk.ts) start their services here too. No vitest here: benches use it.
 */
import { join } from 'node:path'
import { createSkinApi, type SkinApi, type SkinApiOptions } from '../../src-main/api'
import type { SecretStore } from '../../src-main/secrets/keychain'
import { startService, type RunningService, type ServiceOptions } from '../../src-service/server'
import { consentMeta } from './consent'
import { attachFaceMetricsIfNeeded, testDialect } from './dialect'
import { startMainApp, type AppUnderTest, type Company, type StartOptions } from './mainApp'
import { memorySecrets } from './memorySecrets'
import { removeDir, tempDir } from './folders'
import { facePhoto } from './photos'
import { recordedAnalyses } from './recordedAnalyses'

// ---- the service ----

/**
 * The local service as the tests run it: the analyses replayed from their recordings (recordedAnalyses.ts), the
 * dialect under test (dialect.ts), no rate limit; `options` may say otherwise (`processingDelayMs` is the
 * service's own 1 s unless given).
 */
export function startTestService(options: ServiceOptions = {}): Promise<RunningService> {
  return startService({ ...recordedAnalyses(), dialect: testDialect(), rateLimit: false, ...options })
}

/** The demo company the service seeded, and a new key for it named `keyName`. */
export function demoCompany(service: RunningService, keyName: string): Company & { keyId: string } {
  const companyId = service.admin.demoCompanyId()
  if (companyId === null) throw new Error('the demo company was not seeded')
  const key = service.admin.createKey(companyId, { name: keyName })
  return { companyId, apiKey: key.token, keyId: key.id }
}

/** A client of the service for a company's key. */
export function companyApi(
  service: RunningService,
  company: Company,
  options: Partial<SkinApiOptions> = {},
): SkinApi {
  const { companyId, apiKey } = company
  return createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey, ...options })
}

export async function findDataset(api: SkinApi, name: string): Promise<string> {
  const dataset = (await api.datasets.all()).find((candidate) => candidate.name === name)
  if (dataset === undefined) throw new Error(`no dataset named ${name}`)
  return dataset.id
}

/** A subject found by name in a dataset found by name. */
export async function findSubject(api: SkinApi, datasetName: string, subjectName: string) {
  const datasetId = await findDataset(api, datasetName)
  const subject = (await api.subjects.all(datasetId, { search: subjectName }))[0]
  if (!subject) throw new Error(`no subject ${subjectName}`)
  return { datasetId, subjectId: subject.id }
}

// ---- clinics ----

export interface Clinic extends Company {
  api: SkinApi
  datasetId: string
  subjectId: string
}

/** A company with a key, one dataset and one subject (with a photo consent). */
export async function createClinic(service: RunningService, name: string, patient: string): Promise<Clinic> {
  const companyId = service.admin.createCompany(name).id
  const apiKey = service.admin.createKey(companyId, { name: 'account tests' }).token
  const api = companyApi(service, { companyId, apiKey })
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

// ---- the world ----

export interface World {
  /** The app's data folder. */
  dataDir: string
  /** The service's database (plain: it stands for the cloud's storage, not the workstation's). */
  serviceDbPath: string
  /** The world's keychain (in memory unless given: the real one is tested in tests/keychain). */
  secrets: SecretStore
  /** The running service; throws when none runs. */
  readonly service: RunningService
  /**
   * Starts the service on `port` (a free one by default) with the data of the last one, no processing delay;
   * `options` may say otherwise.
   */
  startService(port?: number, options?: ServiceOptions): Promise<RunningService>
  stopService(): Promise<void>
  /** Starts the app on the data folder and the one keychain of this world. */
  startApp(options?: StartOptions): Promise<AppUnderTest>
  /** The service started, and a clinic (`clinicName`) with one `patient` on it. */
  startClinic(patient: string, clinicName?: string): Promise<{ service: RunningService; clinic: Clinic }>
  /**
   * Where most tests begin: the service started, a clinic (`clinicName`) with one `patient` on it, and the app
   * (`options`) connected to it.
   */
  connectClinic(
    patient: string,
    options?: StartOptions,
    clinicName?: string,
  ): Promise<{ service: RunningService; clinic: Clinic; app: AppUnderTest }>
  stopApp(): Promise<void>
  /** Stops the app and the service, and removes every folder. */
  close(): Promise<void>
}

export interface WorldOptions {
  /** The keychain (default: one in memory). */
  secrets?: SecretStore
  /** The start of the world's folder name. */
  prefix?: string
}

export async function openWorld({ secrets = memorySecrets(), prefix = 'skin-accounts-' }: WorldOptions = {}) {
  const root = await tempDir(prefix)
  const dataDir = join(root, 'data')
  let service: RunningService | null = null
  let app: AppUnderTest | null = null
  const serviceDbPath = join(root, 'service.sqlite')
  const world: World = {
    dataDir,
    serviceDbPath,
    secrets,
    get service() {
      if (!service) throw new Error('the world has no service running')
      return service
    },
    async startService(port = 0, options = {}) {
      service = await startTestService({ dbPath: serviceDbPath, port, processingDelayMs: 0, ...options })
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
    async startClinic(patient, clinicName = 'Clinic') {
      const service = await world.startService()
      return { service, clinic: await createClinic(service, clinicName, patient) }
    },
    async connectClinic(patient, options = {}, clinicName = 'Clinic') {
      const { service, clinic } = await world.startClinic(patient, clinicName)
      const app = await world.startApp(options)
      await app.connect(service, clinic)
      return { service, clinic, app }
    },
    async close() {
      await world.stopApp()
      await world.stopService()
      await removeDir(root)
    },
  }
  return world
}

// ---- the demo's history, read by a connected app ----

/** A world whose app is connected to the demo company of a service with the demo history. */
export interface ResultsWorld {
  service: RunningService
  app: AppUnderTest['app']
  api: SkinApi
  companyId: string
  apiKey: string
  dataDir: string
  /** The connected account's folder under the data folder. */
  accountDir: string
  call: AppUnderTest['call']
  /** The value of a successful call; throws with the error payload otherwise. */
  value: AppUnderTest['value']
  close(): Promise<void>
}

/**
 * The main app (the real handlers) connected to the demo company of a service seeded with the demo data and
 * `serviceOptions`, in its own data folder. Its service keeps its data in memory and, unless `serviceOptions` say
 * otherwise, speaks the spec's dialect with the real engine (the demo history is analysed when seeded).
 */
export async function startResultsWorld(
  serviceOptions: ServiceOptions,
  appOptions: { resultsFreshForMs?: number } = {},
): Promise<ResultsWorld> {
  const world = await openWorld({ prefix: 'skin-results-' })
  const service = await world.startService(0, {
    dbPath: undefined,
    analysisRecordings: undefined,
    dialect: undefined,
    seedDemo: true,
    ...serviceOptions,
  })
  const company = demoCompany(service, 'results tests')
  const { app, call, value, connect } = await world.startApp({
    apiOptions: { retries: 0, timeoutMs: 5_000 },
    resultsFreshForMs: appOptions.resultsFreshForMs ?? 0,
  })
  await connect(service, company)
  return {
    service,
    app,
    api: companyApi(service, company),
    companyId: company.companyId,
    apiKey: company.apiKey,
    dataDir: world.dataDir,
    accountDir: (await app.accounts.current()).space.dir,
    call,
    value,
    close: world.close,
  }
}

// ---- the API client alone ----

export interface ClientWorld {
  service: RunningService
  companyId: string
  keyId: string
  token: string
  /** A client for the demo company; sleeps are recorded in `sleeps` and return at once. */
  api(options?: Partial<SkinApiOptions>): SkinApi
  sleeps: number[]
}

/** The service with the demo data and no rate limit, a key for the demo company, and clients of it. */
export async function startClientWorld(): Promise<ClientWorld> {
  const service = await startTestService({ seedDemo: true })
  let company: ReturnType<typeof demoCompany>
  try {
    company = demoCompany(service, 'client tests')
  } catch (error) {
    await service.close()
    throw error
  }
  const sleeps: number[] = []
  const record = (ms: number) => {
    sleeps.push(ms)
    return Promise.resolve()
  }
  return {
    service,
    companyId: company.companyId,
    keyId: company.keyId,
    token: company.apiKey,
    sleeps,
    api: (options = {}) => companyApi(service, company, { sleep: record, ...options }),
  }
}
