import { mkdirSync } from 'node:fs'
import { relative } from 'node:path'
import { databaseFile, type ServeOptions } from './cliOptions'
import { DatabaseKeyError, PlainDatabaseError } from './db/databaseCipher'
import { startService, type RunningService } from './server'
import { holdsSealedImage, imagesFolder } from './storage/imageBytes'
import { setAsideData } from './storage/setAside'

export interface LaunchedService {
  service: RunningService
  companyId: string
  apiKey: string
}

/**
 * Starts the service on a data folder with the demo company (acne enabled, a year of history unless
 * `--no-history`), and issues a fresh API key named `keyName`; keys of that name from earlier starts are revoked,
 * so they do not pile up (the workstation keeps the newest in its keychain).
 *
 * With `dataKey` (the app's demo) the folder's database and photos are encrypted at rest. A plain folder of an
 * older version is encrypted in place only when the app says it is one from before encryption
 * (`options.plainData`, from its keychain: src-main/work/demoService.ts) and no photo in it is sealed (the photos
 * are sealed after the database, so a sealed one beside a plain database was never this service's doing). A
 * plain database otherwise, or one that does not open with the key, is set aside as it is (never deleted) and
 * the service starts afresh; a line says so, naming no patient.
 */
export async function launchService(
  options: ServeOptions,
  keyName: string,
  dataKey: Uint8Array | null = null,
): Promise<LaunchedService> {
  mkdirSync(options.dataDir, { recursive: true })
  const dbPath = databaseFile(options.dataDir)
  const migrate = options.plainData === 'migrate' && !holdsSealedImage(imagesFolder(dbPath))
  const start = () =>
    startService({
      dbPath,
      dataKey,
      plainData: migrate ? 'migrate' : 'refuse',
      host: options.host,
      port: options.port,
      seedDemo: true,
      seedHistory: options.history ? 'background' : false,
      acneEnabledByDefault: true,
      processingDelayMs: options.processingDelayMs,
      faults: options.faults,
      log: !options.quiet && !options.ipc,
      demoCacheDir: options.cacheDir,
      dialect: options.dialect,
    })
  let service: RunningService
  try {
    service = await start()
  } catch (error) {
    const plain = error instanceof PlainDatabaseError
    if (!(error instanceof DatabaseKeyError) && !plain) throw error
    const aside = setAsideData(dbPath, new Date(), plain ? 'plain' : 'key')
    process.stderr.write(
      `Skin Analysis Service: ${error.message}; set aside in ${relative(options.dataDir, aside)}, starting afresh\n`,
    )
    service = await start()
  }
  const companyId = service.admin.demoCompanyId()
  if (!companyId) {
    await service.close()
    throw new Error('The demo company is missing')
  }
  for (const key of service.admin.listKeys(companyId)) {
    if (key.name === keyName) service.admin.revokeKey(key.id)
  }
  return { service, companyId, apiKey: service.admin.createKey(companyId, { name: keyName }).token }
}
