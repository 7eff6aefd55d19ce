/**
 * What app.ts makes first and hands to the parts it composes (the account opener, the session's hooks, the erase):
 * the host's options, the keychain as the app uses it, settings and the clinic's rules, and the events to the pages.
 */
import type {
  AppInfo,
  AuthStatus,
  DataChange,
  EventPayload,
  OfflineProgress,
  OperatorStatus,
  QueueItem,
} from '../../src-shared/contract'
import type { EventSink } from '../ipc/eventAccess'
import { logFor } from '../log/log'
import type { ParserProcess } from '../parsers/parserProcess'
import type { SecretStore } from '../secrets/keychain'
import type { SettingsStore } from '../store/settings'
import type { ConnectivityTiming } from '../work/connectivity'
import type { DataChanges } from '../work/dataChanges'
import type { DemoService } from '../work/demoService'
import type { PreferencesDesk } from '../work/preferences'
import type { ClinicPolicy } from '../work/rules/clinicPolicy'
import type { ClinicRules } from '../work/rules/clinicRules'
import type { SavePlace } from '../work/saving/savePlace'
import type { SessionDeps } from '../work/session/session'
import type { QueueTiming } from '../work/uploadQueue/timing'

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
  /** Issue 43: the practice software (PVS) sent a request (practice.request). */
  onPracticeRequest?(request: EventPayload<'practice.request'>): void
  /** A file of the exchange folder could not be read and went to error/ (practice.problem). */
  onPracticeProblem?(problem: EventPayload<'practice.problem'>): void
  /** For tests: how often the exchange folder is looked at, and how long a file must stay unchanged (ms). */
  practiceTiming?: { pollMs?: number; settleMs?: number }
  /** Issue 44: a visit's delivery to the record system or the image archive moved (clinical.changed). */
  onClinicalChanged?(delivery: EventPayload<'clinical.changed'>): void
  /** For tests: the clinical deliveries' first wait after a try that may go later, and the longest (ms). */
  clinicalTiming?: { firstRetryMs?: number; maxRetryMs?: number }
  /** The clinic's rules the IT policy file fixes (read by the host at start); none by default. */
  clinicPolicy?: ClinicPolicy
  /** For tests: the clock of the operators' throttle, the audit trail and the idle lock. */
  now?: () => Date
  /** The system's idle time in seconds (Electron's powerMonitor); absent: the page's reported input is the clock. */
  systemIdleSeconds?: () => number
}

export interface AppParts {
  options: MainAppOptions
  /** The keychain, every key and token it hands over or keeps kept out of the log. */
  secrets: SecretStore
  settings: SettingsStore
  /** The open account's rules, sealed in settings.json with a key in the keychain (issue 41). */
  clinicRules: ClinicRules
  preferences: PreferencesDesk
  savePlace: SavePlace
  /** What main pushes to the pages, gated (ipc/eventAccess.ts). */
  push: EventSink
  changes: DataChanges
}

export const logInternal = (scope: string) => {
  const log = logFor(scope)
  return (e: unknown) => log.error('failed:', e)
}
