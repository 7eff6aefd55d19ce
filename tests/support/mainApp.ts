/**
 * The main app with its real handlers and real data folder, driven through the same dispatch the transports use;
 * it can be closed and started again on the same data folder and keychain.
 */
import type {
  AuthStatus,
  ChannelName,
  ChannelResult,
  DataChange,
  OutcomeOf,
  QueueItem,
} from '../../src-shared/contract'
import { createMainApp, type MainApp, type MainAppOptions } from '../../src-main/app'
import { dispatch } from '../../src-main/ipc/dispatch'
import type { SecretStore } from '../../src-main/secrets/keychain'
import type { RunningService } from '../../src-service/server'
import { createSettingsStore } from '../../src-main/store/settings'
import { inProcessParser } from './inProcessParser'
import { watchEventLoop, type LoopWatch } from './loopWatch'
import { connectChannels, ensureTestOperator } from './operators'

/** Asks `check` every 10 ms until it holds; the test's timeout bounds the wait. */
export async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10))
}

/** The connection the app keeps in settings.json (no key). */
async function keptConnection(dataDir: string) {
  return (await createSettingsStore(dataDir).read()).connection
}

/**
 * What the tests' main app has wherever it runs (here, or alone in a child process): no demo, photos and reports
 * parsed here as the parser process does (the process: parser-process.test.ts), and a browser host's info.
 */
export function testAppParts(version = 'test') {
  return {
    demo: { start: () => Promise.reject(new Error('no demo here')), stop: async () => undefined },
    parser: inProcessParser(),
    info: {
      version,
      host: 'browser' as const,
      defaultRemoteBaseUrl: 'http://127.0.0.1:1',
      canShowInFolder: false,
    },
  }
}

/** What `connect` needs of an account: the company and its key. */
export interface Company {
  companyId: string
  apiKey: string
}

export interface AppUnderTest {
  app: MainApp
  statuses: AuthStatus[]
  events: QueueItem[]
  /** Every data.changed main announced. */
  changes: DataChange[]
  /** Main's event loop, watched from the app's start; `expectResponsive(app.loop.stop())` asserts on it. */
  loop: LoopWatch
  call<C extends ChannelName>(channel: C, args?: unknown): Promise<OutcomeOf<ChannelResult<C>>>
  /** The value of a successful call; throws with the error payload otherwise. */
  value<C extends ChannelName>(channel: C, args?: unknown): Promise<ChannelResult<C>>
  /** The error code of a failed call; throws if it succeeded. */
  failure(channel: ChannelName, args?: unknown): Promise<string>
  connect(service: RunningService, company: Company): Promise<AuthStatus>
  waitForStatus(check: (status: AuthStatus) => boolean): Promise<AuthStatus>
  close(): Promise<void>
}

export interface StartOptions extends Partial<MainAppOptions> {
  /**
   * `test-admin` (the default): the test administrator (tests/support/operators.ts) is made or signed in after
   * the start and after each connect, as a person would at the first-start or sign-in screen; `none`: the test
   * does it itself.
   */
  operator?: 'test-admin' | 'none'
}

export async function startMainApp(
  dataDir: string,
  secrets: SecretStore,
  { operator = 'test-admin', ...options }: StartOptions = {},
): Promise<AppUnderTest> {
  const statuses: AuthStatus[] = []
  const events: QueueItem[] = []
  const changes: DataChange[] = []
  const app = createMainApp({
    dataDir,
    secrets,
    ...testAppParts(),
    onStatus: (status) => statuses.push(status),
    onQueueChanged: (item) => events.push(item),
    onDataChanged: (change) => changes.push(change),
    apiOptions: { retries: 0, timeoutMs: 3_000 },
    resultsFreshForMs: 0,
    ...options,
  })
  const loop = watchEventLoop()
  const restored = await app.restore()
  const dispatchCall = <C extends ChannelName>(channel: C, args: unknown = {}) =>
    dispatch(app.handlers, channel, args, { checkResults: true }) as Promise<OutcomeOf<ChannelResult<C>>>
  // After a key loss the first administrator needs a proof (issue 41): the person who connected types the key again.
  const typedKeyAgain = async () => {
    const connection = app.accounts.peek() ? await keptConnection(dataDir) : null
    if (!connection || connection.mode !== 'remote' || connection.privateTokenId) return null
    const apiKey = await secrets.get(connection.keychainAccount)
    return apiKey ? { kind: 'apiKey' as const, apiKey } : null
  }
  const call = async <C extends ChannelName>(channel: C, args: unknown = {}) => {
    const outcome = await dispatchCall(channel, args)
    if (operator === 'test-admin' && outcome.ok && connectChannels.has(channel))
      await ensureTestOperator(dispatchCall, typedKeyAgain)
    return outcome
  }
  if (operator === 'test-admin' && restored.connected) await ensureTestOperator(dispatchCall, typedKeyAgain)
  const value = async <C extends ChannelName>(channel: C, args: unknown = {}) => {
    const outcome = await call(channel, args)
    if (!outcome.ok) throw new Error(`${channel}: ${JSON.stringify(outcome.error)}`)
    return outcome.value
  }
  return {
    app,
    statuses,
    events,
    changes,
    loop,
    call,
    value,
    async failure(channel, args = {}) {
      const outcome = await call(channel, args)
      if (outcome.ok) throw new Error(`${channel} answered ${JSON.stringify(outcome.value)}`)
      return outcome.error.code
    },
    connect: (service, company) =>
      value('auth.connect', {
        baseUrl: service.baseUrl,
        companyId: company.companyId,
        apiKey: company.apiKey,
      }),
    async waitForStatus(check) {
      await waitFor(() => check(app.session.status()))
      return app.session.status()
    },
    async close() {
      loop.stop()
      await app.close()
    },
  }
}
