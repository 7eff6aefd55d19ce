import { mkdirSync } from 'node:fs'
import { databaseFile, type ServeOptions } from './cliOptions'
import { startService, type RunningService } from './server'

export interface LaunchedService {
  service: RunningService
  companyId: string
  apiKey: string
}

/**
 * Starts the service on a data folder with the demo company (acne enabled, a year of history unless
 * `--no-history`), and issues a fresh API key named `keyName`; keys of that name from earlier starts are revoked,
 * so they do not pile up (the workstation keeps the newest in its keychain).
 */
export async function launchService(options: ServeOptions, keyName: string): Promise<LaunchedService> {
  mkdirSync(options.dataDir, { recursive: true })
  const service = await startService({
    dbPath: databaseFile(options.dataDir),
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
