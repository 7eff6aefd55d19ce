/** Starts the whole app without Electron: handlers, the demo service launcher and the browser host. */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DEFAULT_REMOTE_BASE_URL } from '../../src-shared/contract'
import { createMainApp, type MainApp, type MainAppOptions } from '../app'
import { logFor, redactor, useLogger } from '../log/log'
import { createLogger, type LogLevel } from '../log/logger'
import { createBrowserHostKeychain, type SecretStore } from '../secrets/keychain'
import { createDemoProcess, forkSpawner } from '../work/demoService'
import { browserHostParser } from './parserBundle'
import { fetchForEnvironment } from './networkFetch'
import { startBrowserHost, type BrowserHost } from './server'

export const projectRoot = resolve(__dirname, '..', '..')

export interface BrowserAppOptions {
  dataDir: string
  port?: number
  rendererDir?: string
  secrets?: SecretStore
  apiOptions?: MainAppOptions['apiOptions']
  /** The environment that names a proxy (default: this process's): HTTPS_PROXY, HTTP_PROXY, NO_PROXY. */
  networkEnv?: NodeJS.ProcessEnv
  /** The clinic's rules an IT policy fixes (tests; the command line has none). */
  clinicPolicy?: MainAppOptions['clinicPolicy']
  queueTiming?: MainAppOptions['queueTiming']
  /** Extra environment for the demo service process (tests set a short processing delay, say). */
  demoEnv?: NodeJS.ProcessEnv
  /** Tests: hold every answer to the contract (see DispatchOptions.checkResults). */
  checkResults?: boolean
  /** Log lines at this level and above also go to the console (default: none, the log file only). */
  consoleLog?: LogLevel | false
}

/** The browser host's log folder: `logs/` in its data folder, as Electron's `logs` path is in userData on Linux. */
export const browserHostLogsDir = (dataDir: string) => join(dataDir, 'logs')

export interface BrowserApp {
  app: MainApp
  host: BrowserHost
  close(): Promise<void>
}

function appVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'))
  return typeof pkg === 'object' && pkg !== null && 'version' in pkg ? String(pkg.version) : '0.0.0'
}

export async function launchBrowserApp(options: BrowserAppOptions): Promise<BrowserApp> {
  const logsDir = browserHostLogsDir(options.dataDir)
  const releaseLog = useLogger(createLogger({ dir: logsDir, redactor, console: options.consoleLog ?? false }))
  try {
    return await launch(options, logsDir, releaseLog)
  } catch (e) {
    // Said at info: the caller tells the user (the CLI tries another port when this one is taken).
    logFor('browser host').info('did not start:', e)
    releaseLog()
    throw e
  }
}

async function launch(
  options: BrowserAppOptions,
  logsDir: string,
  releaseLog: () => void,
): Promise<BrowserApp> {
  let host: BrowserHost | null = null
  // one keychain for the accounts' keys and the demo's data key
  const secrets = options.secrets ?? createBrowserHostKeychain()
  const app = createMainApp({
    dataDir: options.dataDir,
    secrets,
    demo: createDemoProcess({
      spawn: forkSpawner({
        modulePath: join(projectRoot, 'src-service', 'cli.ts'),
        execArgv: ['--import', 'tsx'],
        cwd: projectRoot,
        env: options.demoEnv,
      }),
      dataDir: join(options.dataDir, 'demo-service'),
      secrets,
    }),
    // photos and the service's reports are parsed in a Node child of their own, without the keys (issue 30),
    // under Node's permission model (issue 41: parserBundle.ts)
    parser: browserHostParser({ projectRoot }),
    info: {
      version: appVersion(),
      host: 'browser',
      defaultRemoteBaseUrl: DEFAULT_REMOTE_BASE_URL,
      canShowInFolder: false,
    },
    onStatus: (status) => host?.emit('auth.changed', status),
    onQueueChanged: (item) => host?.emit('queue.changed', item),
    onOfflineProgress: (progress) => host?.emit('offline.progress', progress),
    onDataChanged: (change) => host?.emit('data.changed', change),
    onOperatorChanged: (status) => host?.emit('operator.changed', status),
    onPracticeRequest: (request) => host?.emit('practice.request', request),
    onPracticeProblem: (problem) => host?.emit('practice.problem', problem),
    onClinicalChanged: (delivery) => host?.emit('clinical.changed', delivery),
    clinicPolicy: options.clinicPolicy,
    // the clinic's proxy, as the environment names it (Node's own fetch ignores it)
    apiOptions: {
      ...options.apiOptions,
      fetchImpl: options.apiOptions?.fetchImpl ?? fetchForEnvironment(options.networkEnv ?? process.env),
    },
    queueTiming: options.queueTiming,
    logsDir,
  })
  await app.restore()
  try {
    host = await startBrowserHost({
      handlers: app.handlers,
      rendererDir: options.rendererDir ?? join(projectRoot, 'out', 'renderer'),
      port: options.port,
      dispatchOptions: { ...app.dispatchOptions, checkResults: options.checkResults },
    })
  } catch (e) {
    // e.g. the port is taken: the demo service and the account's data that restore() opened close again
    await app.close()
    throw e
  }
  const started = host
  return {
    app,
    host: started,
    async close() {
      try {
        await started.close()
        await app.close()
        logFor('browser host').info('stopped')
      } finally {
        releaseLog()
      }
    },
  }
}
