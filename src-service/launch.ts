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
 * `--no-history`), and issues a fresh API key named `keyName`.
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
  })
  const companyId = service.admin.demoCompanyId()
  if (!companyId) {
    await service.close()
    throw new Error('The demo company is missing')
  }
  return { service, companyId, apiKey: service.admin.createKey(companyId, { name: keyName }).token }
}
