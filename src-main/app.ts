/** The composition root shared by Electron's main and the browser host: everything but the transport. */
import type { AppInfo, AuthStatus, DataChange, OfflineProgress, QueueItem } from '../src-shared/contract'
import { announceChanges, createHandlers, type Handlers } from './ipc/handlers'
import { accountDataKey, forgetDataKey } from './secrets/dataKey'
import type { SecretStore } from './secrets/keychain'
import { beginErase, endErase, finishErases } from './store/accountErase'
import { openAccountSpace } from './store/accountSpace'
import { createSettingsStore, type Connection } from './store/settings'
import { openAccountContext } from './work/account/accountContext'
import { createAccountHolder, type AccountHolder } from './work/account/accountHolder'
import { createConnectivityWatch, type ConnectivityTiming } from './work/connectivity'
import { createDataChanges } from './work/dataChanges'
import type { DemoService } from './work/demoService'
import { createPreferences } from './work/preferences'
import { createSession, type Session, type SessionDeps } from './work/session'
import { createExportsSavePlace } from './work/reports/exportsSavePlace'
import type { SavePlace } from './work/reports/savePlace'
import type { QueueTiming } from './work/uploadQueue/timing'

export interface MainAppOptions {
  dataDir: string
  secrets: SecretStore
  demo: DemoService
  info: AppInfo
  onStatus(status: AuthStatus): void
  /** A queued capture changed (state, upload progress, results). */
  onQueueChanged?(item: QueueItem): void
  apiOptions?: SessionDeps['apiOptions']
  /** For tests: faster polling and backoff. */
  queueTiming?: Partial<QueueTiming>
  /** How long a cached history or image result is served without asking the service (default 60 s). */
  resultsFreshForMs?: number
  /** Where "Save" puts a report: the system Save dialog in Electron; by default `<dataDir>/exports/`. */
  savePlace?: SavePlace
  /** "Keep available offline" progress of a subject. */
  onOfflineProgress?(progress: OfflineProgress): void
  /** Data a screen may show changed (data.changed): a capture finished, a subject was added, … */
  onDataChanged?(change: DataChange): void
  /** For tests: a faster connectivity probe. */
  connectivity?: Partial<ConnectivityTiming>
}

export interface MainApp {
  session: Session
  handlers: Handlers
  /** The connected account's data and workers. */
  accounts: AccountHolder
  /** Reconnects with the saved connection (failures leave the app on the connect screen), then watches the connection. */
  restore(): Promise<AuthStatus>
  close(): Promise<void>
}

const logInternal = (scope: string) => (e: unknown) =>
  console.error(`[${scope}]`, e instanceof Error ? e.message : e)

export function createMainApp(options: MainAppOptions): MainApp {
  const settings = createSettingsStore(options.dataDir)
  const preferences = createPreferences(settings)
  const savePlace = options.savePlace ?? createExportsSavePlace(options.dataDir)
  const changes = createDataChanges((change) => options.onDataChanged?.(change))
  let session: Session | null = null
  const accounts = createAccountHolder(async (connection: Connection) => {
    const { key } = await accountDataKey(options.secrets, connection.keychainAccount)
    const space = await openAccountSpace(options.dataDir, connection, key)
    if (!session) throw new Error('the session is not ready')
    const context = openAccountContext(space, {
      session,
      keychainAccount: connection.keychainAccount,
      onQueueChanged: (item) => {
        options.onQueueChanged?.(item)
        changes.queueChanged(item)
      },
      queueTiming: options.queueTiming,
      resultsFreshForMs: options.resultsFreshForMs,
      onInternalError: logInternal('upload queue'),
      savePlace,
      preferredLocale: async () => (await preferences.get()).reportLocale,
      coverSettings: async () => {
        const { clinicName, clinicAddress, clinicianName } = await preferences.get()
        return { clinicName, clinicAddress, clinicianName }
      },
      onOfflineProgress: (progress) => options.onOfflineProgress?.(progress),
      retentionDays: async () => (await preferences.get()).cacheRetentionDays,
    })
    changes.accountOpened()
    return context
  })
  let ready = false
  let online = false
  let wasConnected = false
  session = createSession({
    settings,
    secrets: options.secrets,
    demo: options.demo,
    useAccount: async (connection) => (await accounts.use(connection))?.clock ?? null,
    erase: {
      begin: async (connection) => {
        const doomed = await beginErase(options.dataDir, connection.keychainAccount)
        await forgetDataKey(options.secrets, connection.keychainAccount)
        return doomed
      },
      end: endErase,
    },
    emit: (status) => {
      const nowReady = status.connected && status.keyAccepted
      const worker = accounts.peek()?.worker
      // A new key is in: captures that failed on the old key go again.
      if (nowReady && !ready) worker?.resumeRejectedKey()
      // The service answers again: queued captures go now.
      if (status.connected && status.online && !online) worker?.networkBack()
      // A broken connection works again: every screen reads its data again.
      const recovered = wasConnected && nowReady && status.online && !(ready && online)
      ready = nowReady
      online = status.connected && status.online
      wasConnected = status.connected
      options.onStatus(status)
      if (recovered) changes.connectionRecovered()
    },
    apiOptions: options.apiOptions,
  })
  const connected = session
  const connectivity = createConnectivityWatch({
    status: () => connected.status(),
    probe: () => connected.probe(),
    timing: options.connectivity,
  })
  return {
    session: connected,
    handlers: announceChanges(
      createHandlers({
        session: connected,
        info: options.info,
        accounts,
        preferences,
      }),
      changes,
    ),
    accounts,
    async restore() {
      // An erase a killed process began is finished before anything of that account could be used again.
      await finishErases(options.dataDir, async (keychainAccount) => {
        await options.secrets.delete(keychainAccount)
        await forgetDataKey(options.secrets, keychainAccount)
        if ((await settings.read()).connection?.keychainAccount === keychainAccount)
          await settings.update({ connection: null })
      }).catch(logInternal('erase'))
      const status = await connected.restore().catch(() => connected.status())
      connectivity.start()
      return status
    },
    async close() {
      await connectivity.stop()
      await accounts.close()
      await options.demo.stop()
    },
  }
}
