/**
 * The one typed list of everything the renderer may ask main (channels) or hear from it (events).
 * Main validates every argument with these schemas; the bridge builder turns the list into `window.skin`.
 * This file is shared by main, preload, the browser host and the renderer, so it imports only zod and the
 * shared domain rules (src-shared/domain).
 */
import { z } from 'zod'
import { channel, Empty, Id, PageArgs, PageOf, SaveAsArgs, SavedFile } from './contractBase'
import { CaptureOptions, DatasetAnalysis, QueueItem, SubmitCaptureArgs } from './contractCapture'
import { AppErrorPayload } from './contractErrors'
import {
  CreateSubjectArgs,
  Dataset,
  DuplicatesArgs,
  RecordConsentArgs,
  RemovedLocally,
  RemoveLocalArgs,
  SavedSubject,
  Subject,
  SubjectHit,
  SubjectRef,
  UpdateSubjectArgs,
} from './contractLibrary'
import { OutboxItem, OutboxRef } from './contractOutbox'
import { PracticeProblemEvent, PracticeRequestView, practiceChannels } from './contractPractice'
import { clinicalChannels, Delivery } from './contractClinical'
import { treatmentChannels } from './contractTreatments'
import { reportChannels } from './contractReports'
import { ImageBytes, ImageMasks, ImageResults, SubjectHistory } from './contractResults'
import {
  AuditFilter,
  AuditPage,
  OperatorAddArgs,
  OperatorHoldArgs,
  OperatorCreateFirstArgs,
  OperatorRecord,
  OperatorSetActiveArgs,
  OperatorSignInArgs,
  OperatorStatus,
  SetupNeeds,
} from './contractOperators'
import { clinicRuleNames, tokenLifetimes, type ChannelName, type EventName } from './contractValues'

export { AppErrorCode, AppErrorPayload, appErrorCodes, Outcome } from './contractErrors'
export * from './contractBase'
export * from './contractCapture'
export * from './contractLibrary'
export * from './contractOutbox'
export * from './contractPractice'
export * from './contractClinical'
export * from './contractTreatments'
export * from './contractReports'
export * from './contractResults'
export * from './contractOperators'

export * from './contractValues'

export const ServiceMode = z.enum(['demo', 'remote'])
export type ServiceMode = z.infer<typeof ServiceMode>

export const AuthStatus = z.object({
  connected: z.boolean(),
  mode: ServiceMode.nullable(),
  baseUrl: z.string().nullable(),
  companyId: z.string().nullable(),
  /** The company's name when the service's records gave one (documented subject records carry it). */
  companyName: z.string().nullable(),
  /** ISO-8601 expiry read from the key's JWT `exp`; null when it never expires or is not a JWT. */
  keyExpiresAt: z.string().nullable(),
  /** False once the service answered 401 to the stored key during this session. */
  keyAccepted: z.boolean(),
  /** False while main cannot reach the service (real failures and a light periodic probe decide). */
  online: z.boolean(),
  /** When the service last answered this account (ISO-8601); kept across restarts; null if never. */
  lastOnlineAt: z.string().nullable(),
})
export type AuthStatus = z.infer<typeof AuthStatus>

export const ConnectArgs = z.object({
  baseUrl: z.string().max(2048),
  companyId: z.string().max(256),
  apiKey: z.string().max(16_384),
})
export type ConnectArgs = z.infer<typeof ConnectArgs>

export const SignInArgs = z.object({
  baseUrl: z.string().max(2048),
  email: z.string().max(254),
  /** Used once, to sign in; never stored, never logged, never sent back. */
  password: z.string().max(1024),
  tokenDays: z.union(tokenLifetimes.map((days) => z.literal(days))),
})
export type SignInArgs = z.infer<typeof SignInArgs>

export const DisconnectArgs = z
  .object({
    /** Also erase everything this workstation keeps of the account: queue, cached records, photos, reports. */
    erase: z.boolean().default(false),
  })
  .strict()

export const ReplaceKeyArgs = z.object({ apiKey: z.string().max(16_384), companyId: z.string().max(256) })
export type ReplaceKeyArgs = z.infer<typeof ReplaceKeyArgs>

export const AppInfo = z.object({
  version: z.string(),
  host: z.enum(['electron', 'browser']),
  defaultRemoteBaseUrl: z.string(),
  /** Electron can reveal a saved file in the system file manager; the browser host cannot. */
  canShowInFolder: z.boolean(),
})
export type AppInfo = z.infer<typeof AppInfo>

/** "Open logs folder": opened in the system file manager (Electron), or not (the browser host has none). */
export const LogsFolder = z.object({ opened: z.boolean(), folder: z.string() })
export type LogsFolder = z.infer<typeof LogsFolder>

export const KeptSubject = z.object({
  datasetId: z.string(),
  subjectId: z.string(),
  keptAt: z.string(),
  locale: z.string(),
  visits: z.number().int(),
  photos: z.number().int(),
  reportId: z.string().nullable(),
})
export type KeptSubject = z.infer<typeof KeptSubject>

export const OfflineProgress = z.object({
  subjectId: z.string(),
  stage: z.enum(['history', 'photos', 'report', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  error: AppErrorPayload.nullable().default(null),
})
export type OfflineProgress = z.infer<typeof OfflineProgress>

export const CacheInfo = z.object({
  /** Everything the cache holds on disk: the record database and the photos. */
  cacheBytes: z.number().int(),
  photos: z.number().int(),
  keptSubjects: z.number().int(),
  /** Saved reports and queued captures are not cache: "clear cache" keeps them. */
  reportBytes: z.number().int(),
  reports: z.number().int(),
  queuedCaptures: z.number().int(),
  /** Subjects with cached photos, results or history on this workstation. */
  cachedSubjects: z.number().int(),
})
export type CacheInfo = z.infer<typeof CacheInfo>

/**
 * After the account's data key was lost: copies are fetched again; what did not open with the key at hand (the
 * captures waiting, reports, the queue) is set aside, never deleted, until an administrator decides.
 */
export const KeyLossNotice = z.object({
  /** Captures that were waiting to be sent when the key was lost now (set aside with the rest). */
  unrecoverableCaptures: z.number().int(),
  /** The folder data is set aside in (on this computer), while there is any; null when none is. */
  setAside: z.string().nullable().default(null),
  /** The key was lost at this start (everyone is told); else only set-aside data waits for an administrator. */
  lostNow: z.boolean().default(true),
  /** A recovery key made here before may open what was set aside (an administrator can try it). */
  recoverable: z.boolean().default(false),
  /** Whether data that did not open with the key is among what is set aside (false: refused plain databases only). */
  keyLossSetAside: z.boolean().default(true),
  /**
   * Times plain databases were found in this encrypted folder (put there from outside the app) and refused: set
   * aside as evidence, for an administrator (issue 41).
   */
  plainRefused: z.number().int().default(0),
})
export type KeyLossNotice = z.infer<typeof KeyLossNotice>

/** The account's recovery key (issue 30), as Settings shows it to administrators. */
export const RecoveryState = z.object({
  /** When the recovery key of the data key in use was made; null: none yet. */
  madeAt: z.string().nullable(),
  /** When the data key in use was made by a rotation on this workstation; null: never rotated. */
  rotatedAt: z.string().nullable().default(null),
})
export type RecoveryState = z.infer<typeof RecoveryState>

/** A passphrase as typed: main checks the rule (recovery_passphrase_short) and never keeps or logs it. */
const Passphrase = z.string().max(1024)

/** What opening the set-aside data with the recovery key took back into the account. */
export const SetAsideOpened = z.object({
  /** Set-aside folders opened and taken back. */
  folders: z.number().int(),
  /** Set-aside folders no recovery key of this passphrase opens (they stay as they are). */
  stillClosed: z.number().int(),
  captures: z.number().int(),
  writes: z.number().int(),
  reports: z.number().int(),
})
export type SetAsideOpened = z.infer<typeof SetAsideOpened>

/** Far above every limit of a text setting; main checks the real limits (contractValues) and says which. */
const SettingText = z.string().max(4096)

export const Preferences = z.object({
  /** The locale of reports made by "Keep available offline", and the report form's first choice. */
  reportLocale: z.string().max(64),
  /** The clinic on the report's cover page; '' leaves it out. */
  clinicName: SettingText,
  /** The clinic's address, lines separated by '\n'; '' leaves it out. */
  clinicAddress: SettingText,
  /** The clinician on the report's cover page; '' leaves it out. */
  clinicianName: SettingText,
  /** A photo may be taken only after the patient's consent is confirmed (default true; off where a clinic records consent elsewhere). */
  photoConsentRequired: z.boolean(),
  /** Cached photos and results of subjects not opened for this many days are deleted (kept subjects stay). */
  cacheRetentionDays: z.number().int().min(1).max(365),
  /** Minutes without input before patient data is hidden behind the privacy screen; 0 = off (default 5, at most 120). */
  privacyScreenMinutes: z.number().int(),
  /** Whether a report may be saved outside the app (Save as…); off keeps every copy sealed inside it. */
  reportsSaveOutside: z.boolean(),
  /** Whether subjects, visits and photos may be deleted at the service from this workstation. */
  subjectsDeleteAtService: z.boolean(),
  /**
   * An administrator's noise floors for this service, by metric tech name (points; the measured floors of
   * src-shared/domain/noiseFloors.ts apply to the metrics not named). A change replaces the whole set.
   */
  noiseFloors: z.record(z.string().max(64), z.number()),
})
export type Preferences = z.infer<typeof Preferences>
/** `preferences.set` changes the fields it names and keeps the others. */
export const PreferencesChange = Preferences.partial()

/**
 * The clinic's rules as main applies them: the preferences above that are rules (`clinicRuleNames`), which of them
 * the IT policy file fixes, and whether that file was read. Only administrators change the rules that are not
 * fixed (policy_fixed, not_permitted).
 */
export const RulesState = z.object({
  policy: z.enum(['none', 'applied', 'unreadable']),
  fixed: z.array(z.enum(clinicRuleNames)),
  /** The privacy screen's minutes may not be more than this, nor off (null: up to the app's limit, or off). */
  privacyScreenMinutesMax: z.number().int().nullable(),
  /**
   * Issue 41: the strictest rules were put in place of the saved ones, which were changed outside the app
   * (`changed`: settings.json edited, or an older copy put back) or cannot be checked (`keyLost`: their key is gone
   * from the keychain); until an administrator saves the rules. Null or absent: they were not.
   */
  reset: z
    .object({ at: z.string(), reason: z.enum(['changed', 'keyLost']) })
    .nullable()
    .optional(),
})
export type RulesState = z.infer<typeof RulesState>
export const PreferencesView = Preferences.extend({ rules: RulesState })
export type PreferencesView = z.infer<typeof PreferencesView>
export type PreferencesChange = z.infer<typeof PreferencesChange>

/**
 * What main's data changed in, so the renderer reads it again: `subjects` (a dataset's subjects), `history` (a
 * subject's visits and results), `reports` (saved PDFs), `offline` (what is kept available offline), `storage`
 * (what the workstation holds on disk), `everything` (the connection works again: read all again) and `account`
 * (another account took over: forget all). `subjectId`/`datasetId` narrow it to one subject or dataset.
 */
export const dataKinds = [
  'subjects',
  'history',
  'reports',
  'offline',
  'storage',
  /** The upload queue's list (captures removed from it). */
  'queue',
  /** The outbox: writes saved on this workstation, waiting to be sent. */
  'outbox',
  /** Issue 45: a subject's treatments (and so the recall search's answers). */
  'treatments',
  /** Issue 45: the clinic's product list. */
  'products',
  'everything',
  'account',
] as const
export const DataChange = z.object({
  kinds: z.array(z.enum(dataKinds)).min(1),
  subjectId: z.string().nullable().default(null),
  datasetId: z.string().nullable().default(null),
})
export type DataKind = (typeof dataKinds)[number]
export type DataChange = z.infer<typeof DataChange>

export const channels = {
  'app.info': channel(Empty, AppInfo),
  'auth.status': channel(Empty, AuthStatus),
  'auth.connect': channel(ConnectArgs, AuthStatus),
  'auth.connectDemo': channel(Empty, AuthStatus),
  /** E-mail and password → a private token for this workstation, kept in the keychain instead of a key. */
  'auth.signIn': channel(SignInArgs, AuthStatus),
  'auth.replaceKey': channel(ReplaceKeyArgs, AuthStatus),
  'auth.disconnect': channel(DisconnectArgs, AuthStatus),
  'datasets.list': channel(PageArgs, PageOf(Dataset)),
  'datasets.get': channel(z.object({ datasetId: Id }), Dataset),
  'subjects.list': channel(
    PageArgs.extend({ datasetId: Id, search: z.string().max(512).default('') }),
    PageOf(Subject),
  ),
  'subjects.get': channel(z.object({ datasetId: Id, subjectId: Id }), Subject),
  'subjects.create': channel(CreateSubjectArgs, SavedSubject),
  'subjects.update': channel(UpdateSubjectArgs, SavedSubject),
  /** Deletes the subject at the service with its visits, and everything the workstation kept of it. */
  'subjects.remove': channel(SubjectRef, Empty),
  'subjects.removeLocal': channel(RemoveLocalArgs, RemovedLocally),
  /** Every dataset's subjects whose name, record number or birth date matches each word of the query. */
  'subjects.search': channel(
    PageArgs.extend({ query: z.string().max(512) }),
    PageOf(SubjectHit).extend({
      /**
       * A first answer while every dataset is still being read (the service's own name search, with what is kept
       * here): a data.changed about subjects follows once the whole roster is read.
       */
      partial: z.boolean().optional(),
    }),
  ),
  'subjects.duplicates': channel(DuplicatesArgs, z.array(SubjectHit)),
  'subjects.recordConsent': channel(RecordConsentArgs, Subject),
  /** Deletes one visit (the service's batch, with its photos and results). */
  'visits.remove': channel(SubjectRef.extend({ batchId: Id }), Empty),
  'capture.options': channel(Empty, CaptureOptions),
  'capture.analysis': channel(z.object({ datasetId: Id }), DatasetAnalysis),
  /** Attaches Face Skin Metrics to the dataset; the operator confirmed it. */
  'capture.attachAnalysis': channel(z.object({ datasetId: Id }), DatasetAnalysis),
  'capture.submit': channel(SubmitCaptureArgs, QueueItem),
  'queue.list': channel(Empty, z.array(QueueItem)),
  'queue.retry': channel(z.object({ captureId: Id }), QueueItem),
  'queue.cancel': channel(z.object({ captureId: Id }), QueueItem),
  /** Every write waiting in the outbox, refused by the service, or sent with something to tell; oldest first. */
  'outbox.list': channel(Empty, z.array(OutboxItem)),
  /** Sends a waiting or refused write again now. */
  'outbox.retry': channel(OutboxRef, OutboxItem),
  /**
   * Drops a write that is not being sent (a subject's create with everything waiting for it), or clears a sent or
   * dropped write's notice.
   */
  'outbox.cancel': channel(OutboxRef, Empty),
  'results.forImage': channel(
    z.object({
      imageId: Id,
      /** Read from the service now, not from a copy of the last minute (an open visit keeping current). */
      refresh: z.boolean().optional(),
    }),
    ImageResults,
  ),
  /** Face Skin Analysis 3.0's masks of an image ("show where"): kept ones, else read with its batch. */
  'results.masks': channel(z.object({ imageId: Id }), ImageMasks),
  'history.forSubject': channel(
    z.object({
      datasetId: Id,
      subjectId: Id,
      /** YYYY-MM-DD, or null for all. */
      since: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable()
        .default(null),
      /** Read from the service now, not from a copy of the last minute (an open screen keeping current). */
      refresh: z.boolean().optional(),
    }),
    SubjectHistory,
  ),
  /** `datasetId`, `subjectId`: the subject the image is of, where the screen knows it (to find its record). */
  'images.original': channel(
    z.object({ imageId: Id, datasetId: Id.optional(), subjectId: Id.optional() }).strict(),
    ImageBytes,
  ),
  'offline.keep': channel(
    z.object({ datasetId: Id, subjectId: Id, locale: z.string().max(512).nullable().default(null) }),
    KeptSubject,
  ),
  'offline.status': channel(z.object({ subjectId: Id }), KeptSubject.nullable()),
  'cache.info': channel(Empty, CacheInfo),
  'cache.clear': channel(Empty, CacheInfo),
  /** Whether the account's data key was lost when the account opened (null: nothing to tell). */
  'dataKey.notice': channel(Empty, KeyLossNotice.nullable()),
  'dataKey.dismissNotice': channel(Empty, Empty),
  /** Deletes the data set aside after key losses (administrators: the old key will not be found). */
  'dataKey.discardSetAside': channel(Empty, Empty),
  /** The recovery key's state (administrators). */
  'dataKey.recovery': channel(Empty, RecoveryState),
  /** Wraps the data key in use with a passphrase (administrators); a new one replaces the key's earlier one. */
  'dataKey.makeRecovery': channel(
    z.object({ passphrase: Passphrase, repeat: Passphrase }).strict(),
    RecoveryState,
  ),
  /** Opens the data set aside after a key loss with the recovery key, and takes it back (administrators). */
  'dataKey.openSetAside': channel(z.object({ passphrase: Passphrase }).strict(), SetAsideOpened),
  /**
   * A new data key, and everything sealed again under it (administrators); the account closes and opens again,
   * so whoever is signed in signs in again.
   */
  'dataKey.rotate': channel(Empty, RecoveryState),
  'preferences.get': channel(Empty, PreferencesView),
  'preferences.set': channel(PreferencesChange, PreferencesView),
  /** The folder of this workstation's log, opened in the file manager where there is one. */
  'support.openLogs': channel(Empty, LogsFolder),
  /** One JSON file for a support desk: versions, OS, settings without secrets, the redacted log. */
  'support.exportDiagnostics': channel(SaveAsArgs, SavedFile),
  /** Who is signed in, and whether the workstation is locked (also pushed as operator.changed). */
  'operator.status': channel(Empty, OperatorStatus),
  /** The account's first operator, an administrator, signed in at once; refused once the account has one. */
  'operator.createFirst': channel(OperatorCreateFirstArgs, OperatorStatus),
  /** Whether making the first administrator needs a proof (the account had operators here before), and which. */
  'operator.setupNeeds': channel(Empty, SetupNeeds),
  /** Signs in, switches operator, or unlocks (the same operator's passphrase). */
  'operator.signIn': channel(OperatorSignInArgs, OperatorStatus),
  'operator.signOut': channel(Empty, OperatorStatus),
  /** "Lock now", and the privacy screen's idle minutes: every channel but these five is refused until a sign-in. */
  'operator.lock': channel(Empty, OperatorStatus),
  /** Input on the page (throttled): main's idle clock where it has no system idle time. Unlocks nothing. */
  'operator.activity': channel(Empty, Empty),
  /** An open capture holds main's idle lock off, for a bounded time past the idle minutes (work/operators/idleLock.ts). */
  'operator.hold': channel(OperatorHoldArgs, Empty),
  'operators.list': channel(Empty, z.array(OperatorRecord)),
  'operators.add': channel(OperatorAddArgs, OperatorRecord),
  /** Disables (or enables again) an operator; the last active administrator cannot be disabled. */
  'operators.setActive': channel(OperatorSetActiveArgs, OperatorRecord),
  /** The audit trail's entries (newest last), filtered, with whether its chain holds. */
  'audit.list': channel(AuditFilter, AuditPage),
  /** The filtered entries as CSV, saved where the user chooses. */
  'audit.export': channel(AuditFilter.extend(SaveAsArgs.shape), SavedFile),
  ...practiceChannels,
  ...clinicalChannels,
  ...treatmentChannels,
  ...reportChannels,
} as const satisfies Record<ChannelName, { args: z.ZodType; result: z.ZodType }>

export const events = {
  /** The connection changed: connected, disconnected, key rejected, online/offline. */
  'auth.changed': AuthStatus,
  /** A queued capture moved: state, bytes sent per side, results ready. */
  'queue.changed': QueueItem,
  /** "Keep available offline" of a subject: how far the prefetch is. */
  'offline.progress': OfflineProgress,
  /** Data a screen may show changed in main (a capture finished, a subject was added, …): read it again. */
  'data.changed': DataChange,
  /** An operator signed in or out, or the workstation was locked. */
  'operator.changed': OperatorStatus,
  /** Issue 43: the PVS sent a request (withheld while locked or signed out). */
  'practice.request': PracticeRequestView,
  /** A file of the exchange folder could not be read and went to `error/`. */
  'practice.problem': PracticeProblemEvent,
  /** Issue 44: a visit's delivery to the record or the archive moved (ids and states only). */
  'clinical.changed': Delivery,
} as const satisfies Record<EventName, z.ZodType>

export type Channels = typeof channels
export type ChannelArgs<C extends ChannelName> = z.input<Channels[C]['args']>
export type ChannelParsedArgs<C extends ChannelName> = z.output<Channels[C]['args']>
export type ChannelResult<C extends ChannelName> = z.output<Channels[C]['result']>
export type Events = typeof events
export type EventPayload<E extends EventName> = z.output<Events[E]>

/** What each call resolves to on `window.skin`: plain data only, so it survives contextBridge's copying. */
export type OutcomeOf<T> = { ok: true; value: T } | { ok: false; error: AppErrorPayload }

type SplitName<N extends string> = N extends `${infer D}.${infer V}` ? [D, V] : never
type Domains = SplitName<ChannelName>[0]
type ArgList<C extends ChannelName> =
  Record<string, never> extends ChannelArgs<C> ? [args?: ChannelArgs<C>] : [args: ChannelArgs<C>]
type Subscribe = {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void
}

/** `window.skin`: `skin.<domain>.<verb>(args)` per channel, resolving to an outcome; `skin.on(event, fn)`. */
export type SkinBridge = {
  [D in Domains]: {
    [C in ChannelName as SplitName<C>[0] extends D ? SplitName<C>[1] : never]: (
      ...args: ArgList<C>
    ) => Promise<OutcomeOf<ChannelResult<C>>>
  }
} & Subscribe

/** The renderer's view of the same bridge: resolves to the value, throws `SkinError` on failure. */
export type SkinApi = {
  [D in Domains]: {
    [C in ChannelName as SplitName<C>[0] extends D ? SplitName<C>[1] : never]: (
      ...args: ArgList<C>
    ) => Promise<ChannelResult<C>>
  }
} & Subscribe
