import type { AddressInfo } from 'node:net'
import { createAdmin, type ServiceAdmin } from './admin'
import type { ServiceContext } from './context'
import { openStore } from './db/store'
import { createFaultQueue } from './faults'
import { createFaultMode, type FaultConfig } from './faultMode'
import { buildApp } from './http/app'
import { createRequestStats } from './http/requestStats'
import { createKeyring } from './keys'
import { createLoginThrottle } from './loginThrottle'
import { createAnalysisEngine } from './processing/engine'
import { createRecordedEngine } from './processing/recordedEngine'
import { createPipeline } from './processing/pipeline'
import { createReportRenderer } from './processing/reportRenderer'
import { createRateLimiter, defaultRateLimit, type RateLimitConfig } from './rateLimit'
import { seedBenchSubject } from './seed/benchSubject'
import { seedRoster } from './seed/roster'
import { seedDemo } from './seed/demo'
import { seedDemoHistory } from './seed/demoHistory'
import type { SeedFigures } from './seed/seedImages'
import { imageBytesFor, type ImageBytes } from './storage/imageBytes'
import { createUploadCounter } from './uploadCounter'
import { dialectNamed, type DialectName } from './dialect/dialect'
import { startStorageHost, type StorageHost } from './storage/storageHost'
import { attachSkinMetricsToMainClinic, seedSkinAnalysis3Dataset } from './seed/demo'

export type { ServiceAdmin } from './admin'
export type { ConsistencyReport } from './consistency'
export type { FaultConfig, FaultKind } from './faultMode'
export type { RateLimitConfig } from './rateLimit'
export { ACNE_APPLICATION_ID, SKIN_METRICS_APPLICATION_ID } from './applications/catalog'

export interface ServiceOptions {
  /** SQLite file; default ':memory:'. Image files go to an `images` folder beside it. */
  dbPath?: string
  /**
   * 32 bytes that encrypt the database file and seal the image files at rest (the app's demo: its key is in the
   * workstation's keychain); a plain database and plain files from before are encrypted once (`plainData`). Default none:
   * plain, as the service alone keeps them. A database that does not open with it throws DatabaseKeyError.
   */
  dataKey?: Uint8Array | null
  /**
   * With `dataKey`: 'migrate' encrypts a plain database and plain photos in place (a folder from before
   * encryption, once); 'refuse' (the default) throws PlainDatabaseError on a plain database and leaves plain photos
   * unread (launch.ts sets them aside).
   */
  plainData?: 'migrate' | 'refuse'
  /** Default '127.0.0.1'. */
  host?: string
  /** Default 0 (a free port). */
  port?: number
  /** Seed the demo company ("Demo Clinic") if absent. */
  seedDemo?: boolean
  /**
   * With seedDemo: give some "Main clinic" subjects a year of monthly visits with analysed photos (real face
   * photos with changing redness and blemishes). Analyses are cached across data folders (see demoCacheDir),
   * so only a machine's first run analyses (20–60 s). `true` seeds before startService resolves;
   * 'background' seeds after the service listens (admin.seeded() tells when it is done).
   */
  seedHistory?: boolean | 'background'
  /**
   * With seedDemo: a "Benchmark" dataset with one subject holding 167 images with 1,002 results, or
   * `{images}` of them (inserted through the store from one real analysis; for benchmarks), and `treatments`
   * entries in its `meta.treatments` (issue 45's history bench; none by default).
   */
  seedBenchSubject?: boolean | { images?: number; treatments?: number }
  /** A clinic chain's roster in the demo company: datasets "Branch 01"… with subjects spread over them (benchmarks). */
  seedRoster?: { datasets: number; subjects: number }
  /** Enable the acne application for the demo company when it is seeded. Default false. */
  acneEnabledByDefault?: boolean
  /** Where the demo history's generated photos and analyses are cached; default a folder in the OS temp dir. */
  demoCacheDir?: string
  /** Delay between an upload and its analysis; default 1000 ms. */
  processingDelayMs?: number
  /** Random fault mode, off by default. */
  faults?: FaultConfig | null
  /** Log one line per request (never headers; credential query parameters masked). Default false. */
  log?: boolean
  /** Record shapes: 'spec' (default, the demo's) or 'documented' (the real service's documentation). */
  dialect?: DialectName
  /** Per-key token bucket; default 20 requests/s with a burst of 40; false turns it off. */
  rateLimit?: RateLimitConfig | false
  /**
   * Documented dialect: how long the storage host's signed links to originals live, in whole seconds (default
   * 3600, as the real service's; 0 makes links that have expired already). Also `admin.setStorageLinkTtlSeconds`.
   */
  storageLinkTtlSeconds?: number
  /**
   * Tests only: a folder of the real analysis engine's recorded answers (processing/recordedEngine.ts). An
   * image seen before is answered from its recording; a new one by the real engine, and recorded.
   */
  analysisRecordings?: string
}

export interface RunningService {
  /** e.g. 'http://127.0.0.1:43123' (no trailing slash). */
  baseUrl: string
  port: number
  admin: ServiceAdmin
  close(): Promise<void>
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

export async function startService(opts: ServiceOptions = {}): Promise<RunningService> {
  const store = openStore(opts.dbPath ?? ':memory:', opts.dataKey ?? null, opts.plainData)
  let imageBytes: ImageBytes
  try {
    // with a key, photos an older version stored plain are sealed here (plainData 'migrate'), before anything reads them
    imageBytes = imageBytesFor(store, opts.dataKey ?? null, opts.plainData)
    imageBytes.sweep(new Set(store.images.idsWithOriginals()))
  } catch (error) {
    store.close()
    throw error
  }
  const dialect = dialectNamed(opts.dialect ?? 'spec')
  const engine = opts.analysisRecordings
    ? createRecordedEngine(opts.analysisRecordings, () => createAnalysisEngine())
    : createAnalysisEngine()
  const pipeline = createPipeline(
    { store, bytes: imageBytes, engine, analysesUnattached: dialect.analysesUnattached },
    { delayMs: opts.processingDelayMs ?? 1000 },
  )
  const reports = createReportRenderer()
  const stopWorkers = () => Promise.all([pipeline.close(), reports.close()])
  let storage: StorageHost | null = null
  try {
    const rateLimit = opts.rateLimit ?? defaultRateLimit
    storage =
      dialect.originals === 'storage'
        ? await startStorageHost({ store, bytes: imageBytes }, opts.host, opts.storageLinkTtlSeconds)
        : null
    const ctx: ServiceContext = {
      store,
      keyring: createKeyring(store),
      faults: createFaultQueue(),
      faultMode: createFaultMode(opts.faults ?? null),
      stats: createRequestStats(),
      limiter: rateLimit === false ? null : createRateLimiter(rateLimit),
      loginThrottle: createLoginThrottle(),
      imageBytes,
      pipeline,
      reports,
      uploads: createUploadCounter(),
      dialect,
      storage,
    }
    const seedFigures: SeedFigures = { photosMade: 0, analyses: 0 }
    const seedDeps = { store, imageBytes, cacheDir: opts.demoCacheDir, figures: seedFigures }
    let demoCompany: string | null = null
    if (opts.seedDemo) {
      const companyId = seedDemo(store, { acneEnabled: opts.acneEnabledByDefault ?? false })
      demoCompany = companyId
      if (!dialect.analysesUnattached) {
        attachSkinMetricsToMainClinic(store, companyId)
        if (storage) seedSkinAnalysis3Dataset(store, companyId)
      }
      if (opts.seedHistory === true) await seedDemoHistory(seedDeps, companyId)
      const bench = opts.seedBenchSubject
      if (bench)
        await seedBenchSubject(
          seedDeps,
          companyId,
          bench === true ? undefined : bench.images,
          bench === true ? 0 : bench.treatments,
        )
      if (opts.seedRoster) seedRoster(store, companyId, opts.seedRoster.datasets, opts.seedRoster.subjects)
    }
    pipeline.resume()
    const app = buildApp(ctx, { log: opts.log ?? false })
    const host = opts.host ?? '127.0.0.1'
    await app.listen({ host, port: opts.port ?? 0 })
    const { port } = app.server.address() as AddressInfo
    const seeding = new AbortController()
    const seeded =
      opts.seedHistory === 'background' && demoCompany
        ? seedDemoHistory(seedDeps, demoCompany, seeding.signal).catch((error: unknown) => {
            if (!seeding.signal.aborted) process.stderr.write(`Demo history failed: ${String(error)}\n`)
          })
        : Promise.resolve()
    let closing: Promise<void> | null = null
    return {
      baseUrl: `http://${urlHost(host)}:${port}`,
      port,
      admin: createAdmin(store, ctx.keyring, { ...ctx, storage, seeded, seedFigures }),
      close: () => {
        seeding.abort()
        closing ??= app
          .close()
          .then(() => seeded)
          .then(() => storage?.close())
          .then(stopWorkers)
          .then(() => store.close())
        return closing
      },
    }
  } catch (error) {
    await storage?.close()
    await stopWorkers()
    store.close()
    throw error
  }
}
