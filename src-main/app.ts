/** The composition root shared by Electron's main and the browser host: everything but the transport. */
import type {
  AppInfo,
  AuthStatus,
  DataChange,
  OfflineProgress,
  OperatorStatus,
  QueueItem,
} from '../src-shared/contract'
import { logAnswer, logInternalError } from './ipc/callLog'
import { serveCalls } from './ipc/calls'
import type { DispatchOptions } from './ipc/dispatch'
import { announceChanges, createHandlers, type Handlers } from './ipc/handlers'
import { logFor } from './log/log'
import { startLine, systemFacts } from './log/systemFacts'
import { accountDataKey, forgetDataKey } from './secrets/dataKey'
import { finishKeyRotation, rotateDataKey } from './work/account/dataKeys'
import { keptOutOfLog } from './secrets/keptOutOfLog'
import type { SecretStore } from './secrets/keychain'
import { beginErase, endErase, finishErases } from './store/accountErase'
import { accountDir, openAccountSpace } from './store/accountSpace'
import { createSettingsStore, type Connection } from './store/settings'
import { openAccountContext } from './work/account/accountContext'
import { createAccountHolder, type AccountHolder } from './work/account/accountHolder'
import { createConnectivityWatch, type ConnectivityTiming } from './work/connectivity'
import { createDataChanges } from './work/dataChanges'
import type { ParserProcess } from './parsers/parserProcess'
import type { DemoService } from './work/demoService'
import { createPreferences } from './work/preferences'
import { NO_POLICY, type ClinicPolicy } from './work/rules/clinicPolicy'
import { createClinicRules } from './work/rules/clinicRules'
import { createSession, type Session, type SessionDeps } from './work/session'
import { createTokenRevokes } from './work/tokenRevokes'
import { createExportsSavePlace } from './work/saving/exportsSavePlace'
import type { SavePlace } from './work/saving/savePlace'
import { createSupportDesk } from './work/support/supportDesk'
import type { QueueTiming } from './work/uploadQueue/timing'

export interface MainAppOptions {
  dataDir: string
  secrets: SecretStore
  demo: DemoService
  /**
   * Where untrusted files are parsed (photos prepared, the service's reports given their cover): a process without
   * keys (parsers/parserProcess.ts; the browser host and Electron start one). Never main itself, which loads no
   * image or PDF library (issue 41); tests not about the process give one that parses in their own.
   */
  parser: ParserProcess
  info: AppInfo
  onStatus(status: AuthStatus): void
  /** A queued capture changed (state, upload progress, results). */
  onQueueChanged?(item: QueueItem): void
  apiOptions?: SessionDeps['apiOptions']
  /** For tests: faster polling and backoff. */
  queueTiming?: Partial<QueueTiming>
  /** How long a cached history or image result is served without asking the service (default 60 s). */
  resultsFreshForMs?: number
  /** Where "Save" puts a report or diagnostics: the system Save dialog in Electron; by default `<dataDir>/exports/`. */
  savePlace?: SavePlace
  /** The folder of the log file the host writes (see src-main/log/); null or absent: no file. */
  logsDir?: string | null
  /** Opens a folder in the system file manager (Electron's shell); absent where there is none. */
  openFolder?: (path: string) => Promise<boolean>
  /** "Keep available offline" progress of a subject. */
  onOfflineProgress?(progress: OfflineProgress): void
  /** Data a screen may show changed (data.changed): a capture finished, a subject was added, … */
  onDataChanged?(change: DataChange): void
  /** For tests: a faster connectivity probe. */
  connectivity?: Partial<ConnectivityTiming>
  /** For tests: how often private tokens waiting to be revoked are tried again (default a minute). */
  revokeEveryMs?: number
  /** Who is signed in changed, or the lock (operator.changed). */
  onOperatorChanged?(status: OperatorStatus): void
  /** The clinic's rules the IT policy file fixes (read by the host at start); none by default. */
  clinicPolicy?: ClinicPolicy
  /** For tests: the clock of the operators' throttle and the audit trail. */
  now?: () => Date
}

export interface MainApp {
  session: Session
  handlers: Handlers
  /** The connected account's data and workers. */
  accounts: AccountHolder
  /** How a transport dispatches calls to `handlers`: the service's host for errors, and the log of each call. */
  dispatchOptions: DispatchOptions
  /** Reconnects with the saved connection (failures leave the app on the connect screen), then watches the connection. */
  restore(): Promise<AuthStatus>
  close(): Promise<void>
}

const logInternal = (scope: string) => {
  const log = logFor(scope)
  return (e: unknown) => log.error('failed:', e)
}

export function createMainApp(options: MainAppOptions): MainApp {
  const facts = systemFacts({ version: options.info.version, host: options.info.host })
  logFor('app').info(startLine(facts))
  // Every key, token and data key the keychain hands over or keeps is kept out of the log from then on.
  const secrets = keptOutOfLog(options.secrets)
  const settings = createSettingsStore(options.dataDir)
  // the open account's rules, sealed in settings.json with a key in the keychain (issue 41)
  const clinicRules = createClinicRules({
    settings,
    secrets,
    account: () => accounts.peek(),
    onReset: () => changes.announce({ kinds: ['everything'], subjectId: null, datasetId: null }),
    now: options.now,
  })
  const preferences = createPreferences(settings, clinicRules, options.clinicPolicy ?? NO_POLICY)
  const savePlace = options.savePlace ?? createExportsSavePlace(options.dataDir)
  const changes = createDataChanges((change) => options.onDataChanged?.(change))
  let session: Session | null = null
  const accounts = createAccountHolder(async (connection: Connection) => {
    // a rotation cut off is finished before the key is read (else its data would look sealed with a lost key)
    await finishKeyRotation(
      secrets,
      connection.keychainAccount,
      accountDir(options.dataDir, connection.keychainAccount),
    )
    const { key } = await accountDataKey(secrets, connection.keychainAccount)
    const space = await openAccountSpace(options.dataDir, connection, key)
    if (!session) throw new Error('the session is not ready')
    const context = openAccountContext(space, {
      session,
      keychainAccount: connection.keychainAccount,
      onQueueChanged: (item) => {
        options.onQueueChanged?.(item)
        changes.queueChanged(item)
      },
      onDataChanged: (change) => changes.announce(change),
      preparePhoto: (bytes, side) => options.parser.prepare(bytes, side),
      addCover: (report, cover) => options.parser.addCover(report, cover),
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
      retentionDays: async (account) => (await preferences.get(account)).cacheRetentionDays,
      consentRequired: async (account) => (await preferences.get(account)).photoConsentRequired,
      onOperatorChanged: (status) => options.onOperatorChanged?.(status),
      now: options.now,
    })
    changes.accountOpened()
    return context
  })
  let ready = false
  let online = false
  let wasConnected = false
  const revokes = createTokenRevokes({
    settings,
    secrets,
    apiOptions: options.apiOptions,
    everyMs: options.revokeEveryMs,
  })
  session = createSession({
    settings,
    secrets,
    revokes,
    demo: options.demo,
    useAccount: async (connection) => (await accounts.use(connection))?.clock ?? null,
    erase: {
      begin: async (connection) => {
        // the demo's own data (its database and photos) goes too: it may hold patients someone tried it with
        if (connection.mode === 'demo') await options.demo.erase?.()
        const doomed = await beginErase(options.dataDir, connection.keychainAccount)
        await forgetDataKey(secrets, connection.keychainAccount)
        await clinicRules.forget(connection.keychainAccount)
        return doomed
      },
      end: endErase,
    },
    emit: (status) => {
      const nowReady = status.connected && status.keyAccepted
      const account = accounts.peek()
      // A new key is in: captures that failed on the old key go again.
      if (nowReady && !ready) account?.worker.resumeRejectedKey()
      // The service answers again: the outbox and queued captures go now.
      if (status.connected && status.online && !online) account?.networkBack()
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
  const support = createSupportDesk({
    logsDir: options.logsDir ?? null,
    openFolder: options.openFolder,
    savePlace,
    facts,
    status: () => connected.status(),
    preferences: () => preferences.get(),
  })
  return {
    session: connected,
    // Each call: who is calling (once), whether they may, the work, its audit entry (ipc/calls.ts); then what it
    // changed.
    handlers: announceChanges(
      serveCalls(
        createHandlers({
          session: connected,
          info: options.info,
          accounts,
          preferences,
          support,
          rotateDataKey: () =>
            connected.reopen((connection) =>
              rotateDataKey(
                secrets,
                connection.keychainAccount,
                accountDir(options.dataDir, connection.keychainAccount),
              ),
            ),
        }),
        { accounts, rules: () => preferences.get() },
      ),
      changes,
    ),
    accounts,
    dispatchOptions: {
      baseUrl: connected.baseUrl,
      onInternalError: logInternalError,
      onAnswered: logAnswer,
    },
    async restore() {
      // An erase a killed process began is finished before anything of that account could be used again.
      await finishErases(options.dataDir, async (keychainAccount) => {
        await secrets.delete(keychainAccount)
        await forgetDataKey(secrets, keychainAccount)
        await clinicRules.forget(keychainAccount)
        if ((await settings.read()).connection?.keychainAccount === keychainAccount)
          await settings.update({ connection: null })
      }).catch(logInternal('erase'))
      const status = await connected.restore().catch(() => connected.status())
      connectivity.start()
      revokes.start()
      return status
    },
    async close() {
      await connectivity.stop()
      await revokes.stop()
      await accounts.close()
      await options.demo.stop()
      options.parser.close()
    },
  }
}
