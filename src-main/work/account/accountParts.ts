/**
 * What the parts of an account's context share (accountContext.ts opens them in order): the account's folder, what
 * the app gives it, and the one way its service calls go (only while this account is the session's active one).
 */
import type {
  DataChange,
  Delivery,
  OfflineProgress,
  OperatorStatus,
  PracticeRequestView,
  QueueItem,
} from '../../../src-shared/contract'
import type { AuditAnchor } from '../../secrets/auditAnchor'
import type { SecretStore } from '../../secrets/keychain'
import type { AccountSpace } from '../../store/accountSpace'
import type { Connection } from '../../store/settings'
import type { PrepareJpeg } from '../archive/archiveVisit'
import type { PhotoPreparer } from '../capture/submitCapture'
import type { ReportDeps } from '../reports/reportDeps'
import type { SheetDeps } from '../sheets/sheetDesk'
import type { RulesAccount } from '../rules/clinicRules'
import type { SavePlace } from '../saving/savePlace'
import type { Session } from '../session/session'
import type { QueueTiming } from '../uploadQueue/timing'
import type { ApiRunner } from '../uploadQueue/worker'

export interface AccountContextDeps {
  session: Pick<Session, 'withApi' | 'confirmSignIn' | 'enteredAtConnect'>
  /** The session's name of the account (Connection.keychainAccount). */
  keychainAccount: string
  /** The account's connection (its mode, and whether its key was typed or made by a sign-in). */
  connection: Pick<Connection, 'mode' | 'privateTokenId' | 'baseUrl' | 'companyId'>
  /** The keychain: the account's key, which a first administrator may type again as the proof (issue 41). */
  secrets: SecretStore
  /** The audit trail's anchor in the keychain, read as the account opened (issue 41). */
  auditAnchor: AuditAnchor
  onQueueChanged(item: QueueItem): void
  /** Prepares each photo of a capture: the parser process (issue 30; main decodes no image, issue 41). */
  preparePhoto: PhotoPreparer
  /** Starts the parser process ahead of the first photo: the capture screen opened (issue 46). */
  warmParser(): void
  /** A service's photo as a baseline JPEG for the image archive: the parser process (main decodes no image). */
  archivableJpeg: PrepareJpeg
  /** Puts the cover page in front of a service report: the parser process (issue 30; main reads no PDF, issue 41). */
  addCover: ReportDeps['addCover']
  /** Makes a before/after sheet's PDF: the parser process (issue 45; main draws no PDF and decodes no image). */
  makeSheet: SheetDeps['makeSheet']
  /** The administrator's noise floors (preferences `noiseFloors`), over the measured ones for a sheet's change. */
  noiseFloors(): Promise<Readonly<Record<string, number>>>
  /** Main changed data a screen may show (data.changed): the outbox sent or kept a write. */
  onDataChanged(change: DataChange): void
  queueTiming?: Partial<QueueTiming>
  resultsFreshForMs?: number
  onInternalError(error: unknown): void
  /** Where "Save" puts a report: the system Save dialog in Electron, exports/ in the browser host. */
  savePlace: SavePlace
  /** The user's report locale (preferences), for "keep available offline". */
  preferredLocale(): Promise<string>
  /** The clinic's details for the reports' cover page (preferences). */
  coverSettings: ReportDeps['coverSettings']
  onOfflineProgress(progress: OfflineProgress): void
  /**
   * How long cached copies of a subject nobody opens are kept (preferences), by this account's rules (`account`: it,
   * named even while it opens, before it is the open one).
   */
  retentionDays(account: RulesAccount): Promise<number>
  /** Whether the clinic requires a recorded photo consent (preferences), by this account's rules. */
  consentRequired(account: RulesAccount): Promise<boolean>
  /** Who is signed in changed, or the lock (the operator.changed event). */
  onOperatorChanged(status: OperatorStatus): void
  /** Issue 43: the PVS sent a request; a file of the exchange folder went to error/ (events to the pages). */
  onPracticeRequest?(request: PracticeRequestView): void
  onPracticeProblem?(problem: { fileName: string; reason: string; line: number | null }): void
  /** For tests: how often the exchange folder is looked at, and how long a file must stay unchanged (ms). */
  practiceTiming?: { pollMs?: number; settleMs?: number }
  /** Issue 44: a visit's delivery to the record system or the image archive moved (the clinical.changed event). */
  onClinicalChanged?(delivery: Delivery): void
  /** The fetch the clinical deliveries go through (Electron's net.fetch in the app; Node's by default). */
  clinicalFetch?: typeof fetch
  /** For tests: the deliveries' first wait after a try that may go later, and the longest (ms). */
  clinicalTiming?: { firstRetryMs?: number; maxRetryMs?: number }
  now?: () => Date
}

export interface AccountBase {
  space: AccountSpace
  deps: AccountContextDeps
  /** Service calls for this account (not_connected once another account is active). */
  api: ApiRunner
}
