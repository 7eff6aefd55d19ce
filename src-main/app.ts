/** The composition root shared by Electron's main and the browser host: everything but the transport. */
import type {
  AppInfo,
  AuthStatus,
  DataChange,
  EventName,
  EventPayload,
  OfflineProgress,
  OperatorStatus,
  QueueItem,
} from '../src-shared/contract'
import { logAnswer, logInternalError } from './ipc/callLog'
import { serveCalls } from './ipc/calls'
import type { DispatchOptions } from './ipc/dispatch'
import { gateEvents, type EventSink } from './ipc/eventAccess'
import { announceChanges, createHandlers, type Handlers } from './ipc/handlers'
import { logFor } from './log/log'
import { startLine, systemFacts } from './log/systemFacts'
import { forgetDataKey } from './secrets/dataKey'
import { rotateDataKey } from './work/account/dataKeys'
import { keptOutOfLog } from './secrets/keptOutOfLog'
import { forgetAuditAnchor, openAuditAnchor } from './secrets/auditAnchor'
import type { SecretStore } from './secrets/keychain'
import { beginErase, endErase, finishErases } from './store/accountErase'
import { accountDir } from './store/accountSpace'
import { createSettingsStore, type Connection } from './store/settings'
import { openAccountContext } from './work/account/accountContext'
import { openAccountData } from './work/account/accountOpening'
import { createAccountHolder, type AccountHolder } from './work/account/accountHolder'
import { createConnectivityWatch, type ConnectivityTiming } from './work/connectivity'
import { createDataChanges } from './work/dataChanges'
import { createIdleLock, type IdleLock } from './work/operators/idleLock'
import type { ParserProcess } from './parsers/parserProcess'
import type { DemoService } from './work/demoService'
import { createPreferences } from './work/preferences'
import { NO_POLICY, type ClinicPolicy } from './work/rules/clinicPolicy'
import { createClinicRules } from './work/rules/clinicRules'
import { createSession, type Session, type SessionDeps } from './work/session/session'
import { createTokenRevokes } from './work/session/tokenRevokes'
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
  /** For tests: the clock of the operators' throttle, the audit trail and the idle lock. */
  now?: () => Date
  /** The system's idle time in seconds (Electron's powerMonitor); absent: the page's reported input is the clock. */
  systemIdleSeconds?: () => number
}

export interface MainApp {
  session: Session
  handlers: Handlers
  /** The connected account's data and workers. */
  accounts: AccountHolder
  /** How a transport dispatches calls to `handlers`: the service's host for errors, and the log of each call. */
  dispatchOptions: DispatchOptions
  /** Main's idle lock (work/operators/idleLock.ts); tests call its `check`. */
  idle: IdleLock
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
  // What main pushes to the pages: nothing of a patient while nobody may see one (ipc/eventAccess.ts).
  const toHost: { [E in EventName]: ((payload: EventPayload<E>) => void) | undefined } = {
    'auth.changed': options.onStatus,
    'queue.changed': options.onQueueChanged,
    'offline.progress': options.onOfflineProgress,
    'data.changed': options.onDataChanged,
    'operator.changed': options.onOperatorChanged,
  }
  const push: EventSink = gateEvents(
    (event, payload) => (toHost[event] as ((p: typeof payload) => void) | undefined)?.(payload),
    () => accounts.peek()?.operators.status().state === 'signedIn',
  )
  const changes = createDataChanges((change) => push('data.changed', change))
  let session: Session | null = null
  const accounts = createAccountHolder(async (connection: Connection) => {
    // a key change cut off finished, the key read, plain databases migrated or refused (work/account/accountOpening.ts)
    const space = await openAccountData(secrets, options.dataDir, connection)
    const auditAnchor = await openAuditAnchor(secrets, connection.keychainAccount, space.dir).catch(
      (e: unknown) => {
        space.close()
        throw e
      },
    )
    if (!session) throw new Error('the session is not ready')
    const context = openAccountContext(space, {
      session,
      keychainAccount: connection.keychainAccount,
      connection,
      secrets,
      auditAnchor,
      onQueueChanged: (item) => {
        push('queue.changed', item)
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
      onOfflineProgress: (progress) => push('offline.progress', progress),
      retentionDays: async (account) => (await preferences.get(account)).cacheRetentionDays,
      consentRequired: async (account) => (await preferences.get(account)).photoConsentRequired,
      onOperatorChanged: (status) => {
        idle.operatorChanged(status)
        push('operator.changed', status)
      },
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
        await forgetAuditAnchor(
          secrets,
          connection.keychainAccount,
          accountDir(options.dataDir, connection.keychainAccount),
        )
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
      push('auth.changed', status)
      if (recovered) changes.connectionRecovered()
    },
    apiOptions: options.apiOptions,
  })
  const connected = session
  const idle = createIdleLock({
    minutes: async () => (await preferences.get()).privacyScreenMinutes,
    operators: () => accounts.peek()?.operators ?? null,
    systemIdleSeconds: options.systemIdleSeconds,
    now: options.now,
    onError: logInternal('idle lock'),
  })
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
          idle,
          rotateDataKey: () =>
            connected.reopen((connection) =>
              rotateDataKey(
                secrets,
                connection.keychainAccount,
                accountDir(options.dataDir, connection.keychainAccount),
              ),
            ),
        }),
        { accounts, rules: (account) => preferences.get(account) },
      ),
      changes,
    ),
    accounts,
    idle,
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
        await forgetAuditAnchor(secrets, keychainAccount, accountDir(options.dataDir, keychainAccount))
        if ((await settings.read()).connection?.keychainAccount === keychainAccount)
          await settings.update({ connection: null })
      }).catch(logInternal('erase'))
      const status = await connected.restore().catch(() => connected.status())
      connectivity.start()
      revokes.start()
      idle.start()
      return status
    },
    async close() {
      idle.stop()
      await connectivity.stop()
      await revokes.stop()
      await accounts.close()
      await options.demo.stop()
      options.parser.close()
    },
  }
}
