/**
 * The composition root shared by Electron's main and the browser host: everything but the transport. Its parts are
 * in mainApp/: what it makes first and hands on (appParts.ts), the events to the pages (appEvents.ts), how an
 * account's data opens (accountOpener.ts), the session's hooks (appSession.ts) and the erase (accountErasing.ts).
 */
import type { AuthStatus } from '../src-shared/contract'
import { logAnswer, logInternalError } from './ipc/callLog'
import { serveCalls } from './ipc/calls'
import type { DispatchOptions } from './ipc/dispatch'
import { announceChanges, createHandlers, type Handlers } from './ipc/handlers'
import { logFor } from './log/log'
import { startLine, systemFacts } from './log/systemFacts'
import { accountOpener } from './mainApp/accountOpener'
import { finishCutOffErases } from './mainApp/accountErasing'
import { createAppEvents } from './mainApp/appEvents'
import { logInternal, type AppParts, type MainAppOptions } from './mainApp/appParts'
import { createAppSession } from './mainApp/appSession'
import { keptOutOfLog } from './secrets/keptOutOfLog'
import { accountDir } from './store/accountSpace'
import { createSettingsStore } from './store/settings'
import { createAccountHolder, type AccountHolder } from './work/account/accountHolder'
import { rotateDataKey } from './work/account/dataKeys'
import { createConnectivityWatch } from './work/connectivity'
import { createIdleLock, type IdleLock } from './work/operators/idleLock'
import { createPreferences } from './work/preferences'
import { NO_POLICY } from './work/rules/clinicPolicy'
import { createClinicRules } from './work/rules/clinicRules'
import { createExportsSavePlace } from './work/saving/exportsSavePlace'
import type { Session } from './work/session/session'
import { createTokenRevokes } from './work/session/tokenRevokes'
import { createSupportDesk } from './work/support/supportDesk'

export type { MainAppOptions } from './mainApp/appParts'

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
  const { push, changes } = createAppEvents(
    options,
    () => accounts.peek()?.operators.status().state === 'signedIn',
  )
  const parts: AppParts = { options, secrets, settings, clinicRules, preferences, savePlace, push, changes }
  let session: Session | null = null
  const accounts = createAccountHolder(accountOpener(parts, { session: () => session, idle: () => idle }))
  const revokes = createTokenRevokes({
    settings,
    secrets,
    apiOptions: options.apiOptions,
    everyMs: options.revokeEveryMs,
  })
  session = createAppSession(parts, accounts, revokes)
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
      await finishCutOffErases(parts)
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
