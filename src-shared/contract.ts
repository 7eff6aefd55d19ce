/**
 * The one typed list of everything the renderer may ask main (channels) or hear from it (events).
 * Main validates every argument with these schemas; the bridge builder turns the list into `window.skin`.
 * This file is shared by main, preload, the browser host and the renderer, so it imports only zod and the
 * shared domain rules (src-shared/domain).
 */
import { z } from 'zod'
import { Freshness, Id } from './contractBase'
import { CaptureOptions, DatasetAnalysis, QueueItem, SubmitCaptureArgs } from './contractCapture'
import { AppErrorPayload } from './contractErrors'
import { OutboxItem, OutboxRef } from './contractOutbox'
import { ImageBytes, ImageMasks, ImageResults, SubjectHistory } from './contractResults'
import {
  AuditFilter,
  AuditPage,
  OperatorAddArgs,
  OperatorRecord,
  OperatorSetActiveArgs,
  OperatorSignInArgs,
  OperatorStatus,
} from './contractOperators'
import {
  biologicalSexes,
  clinicRuleNames,
  consentScopes,
  PATIENT_ID_MAX_LENGTH,
  tokenLifetimes,
  type ChannelName,
  type EventName,
} from './contractValues'

export { AppErrorCode, AppErrorPayload, appErrorCodes, Outcome } from './contractErrors'
export * from './contractBase'
export * from './contractCapture'
export * from './contractOutbox'
export * from './contractResults'
export * from './contractOperators'

export * from './contractValues'

const Empty = z.object({}).strict()

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

export const PageArgs = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
})

export const Dataset = z.object({
  id: z.string(),
  name: z.string(),
  imageTypeName: z.string().nullable(),
  createdAt: z.string().nullable(),
})
export type Dataset = z.infer<typeof Dataset>

export const BiologicalSex = z.enum(biologicalSexes)
export const ConsentScope = z.enum(consentScopes)
export type ConsentScope = z.infer<typeof ConsentScope>

/** A patient's photo consent as the operator recorded it (the subject's `meta.consent`). */
export const Consent = z.object({
  /** Who recorded it (the operator's name as typed). */
  by: z.string(),
  /** When, ISO-8601. */
  at: z.string(),
  scopes: z.array(ConsentScope),
})
export type Consent = z.infer<typeof Consent>

export const Subject = z.object({
  id: z.string(),
  datasetId: z.string(),
  name: z.string(),
  birthDate: z.string().nullable(),
  biologicalSex: BiologicalSex.nullable(),
  createdAt: z.string().nullable(),
  /** The clinic's record number (`meta.patient_id`); null when none was given. */
  patientId: z.string().nullable().default(null),
  /** The recorded photo consent (`meta.consent`); null when none is recorded. */
  consent: Consent.nullable().default(null),
  /**
   * Saved on this workstation, not on the service yet: the subject itself (its id is then a local one) or a change
   * of it waits in the outbox. The subject screen says so.
   */
  unsent: z.boolean().optional(),
})
export type Subject = z.infer<typeof Subject>

/** A subject found by a search over every dataset, with its dataset's name to tell them apart. */
export const SubjectHit = Subject.extend({ datasetName: z.string().nullable() })
export type SubjectHit = z.infer<typeof SubjectHit>

export const PageOf = <T extends z.ZodType>(item: T) =>
  Freshness.extend({
    count: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasNext: z.boolean(),
    hasPrevious: z.boolean(),
    results: z.array(item),
  })
export type Page<T> = {
  count: number
  page: number
  pageSize: number
  hasNext: boolean
  hasPrevious: boolean
  results: T[]
  fromCache: boolean
  fetchedAt: string | null
}

export const AppInfo = z.object({
  version: z.string(),
  host: z.enum(['electron', 'browser']),
  defaultRemoteBaseUrl: z.string(),
  /** Electron can reveal a saved file in the system file manager; the browser host cannot. */
  canShowInFolder: z.boolean(),
})
export type AppInfo = z.infer<typeof AppInfo>

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** What the operator types about a subject: main trims, and refuses an empty name. */
export const SubjectFields = z.object({
  name: z.string().max(512),
  birthDate: IsoDate.nullable().default(null),
  biologicalSex: BiologicalSex.nullable().default(null),
  patientId: z.string().max(PATIENT_ID_MAX_LENGTH).nullable().default(null),
})
export type SubjectFields = z.input<typeof SubjectFields>
export const CreateSubjectArgs = SubjectFields.extend({ datasetId: Id })
/**
 * A subject as the service saved it. `sexNotSaved`: the operator chose a sex the service took no value for (it
 * wants a dictionary id the workstation has not seen yet), so it was saved without it; the form says so.
 */
export const SavedSubject = Subject.extend({ sexNotSaved: z.boolean() })
export type SavedSubject = z.infer<typeof SavedSubject>
export const UpdateSubjectArgs = SubjectFields.extend({ datasetId: Id, subjectId: Id })
export const SubjectRef = z.object({ datasetId: Id, subjectId: Id })

/**
 * "Remove from this workstation": the subject's local copies go. The service keeps the subject unless the
 * operator also chose its GDPR actions (asked a second time in the UI): delete the photos from the service's
 * storage (records and results stay), clear the subject's details (`meta`: record number, consent, notes).
 */
export const RemoveLocalArgs = SubjectRef.extend({
  servicePhotos: z.boolean().default(false),
  serviceDetails: z.boolean().default(false),
})

/** What "Remove from this workstation" deleted here. */
export const RemovedLocally = z.object({
  photos: z.number().int(),
  reports: z.number().int(),
  captures: z.number().int(),
})
export type RemovedLocally = z.infer<typeof RemovedLocally>

/** Who recorded it is the signed-in operator, as main knows them (never a name the renderer sends). */
export const RecordConsentArgs = SubjectRef.extend({
  scopes: z.array(ConsentScope).min(1).max(consentScopes.length),
})

/** Subjects that may be the same patient: the same name and birth date, or the same record number. */
export const DuplicatesArgs = z.object({
  name: z.string().max(512),
  birthDate: IsoDate.nullable().default(null),
  patientId: z.string().max(PATIENT_ID_MAX_LENGTH).nullable().default(null),
  /** The subject being edited, which is not its own duplicate. */
  exceptSubjectId: Id.nullable().default(null),
})

/** A PDF report generated by the service and kept in the app's data folder (spec 4.1). */
export const SavedReport = z.object({
  id: z.string(),
  datasetId: z.string(),
  subjectId: z.string(),
  subjectName: z.string().nullable(),
  imageId: z.string(),
  /** When the photo was taken, ISO-8601; null when unknown. */
  visitAt: z.string().nullable(),
  locale: z.string(),
  createdAt: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  /** `<subject>-<visit date>-<locale>.pdf`, with no path characters from the data. */
  defaultFileName: z.string(),
  /** Where the user last saved it (Save dialog), if anywhere. */
  savedPath: z.string().nullable(),
})
export type SavedReport = z.infer<typeof SavedReport>

export const GenerateReportArgs = z.object({
  datasetId: Id,
  subjectId: Id,
  subjectName: z.string().max(512).nullable().default(null),
  imageId: Id,
  visitAt: z.string().max(64).nullable().default(null),
  /** Checked against the spec's pattern by main (field `locale`, code invalid_locale) before sending. */
  locale: z.string().max(512),
})

/** Where a file the user saves goes. */
export const SaveAsArgs = z.object({
  /**
   * Browser host only (no native Save dialog): a folder under the data folder's `exports/`, and a file name.
   * Electron ignores both and asks with the system Save dialog.
   */
  folder: z.string().max(512).nullable().default(null),
  fileName: z.string().max(512).nullable().default(null),
})
/** A file saved where the user chose (`saved` false: the Save dialog was cancelled). */
export const SavedFile = z.object({ saved: z.boolean(), path: z.string().nullable() })
export const SaveReportArgs = SaveAsArgs.extend({ reportId: Id })
export const SaveReportResult = SavedFile

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
})
export type KeyLossNotice = z.infer<typeof KeyLossNotice>

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

function channel<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result }
}

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
  'reports.generate': channel(GenerateReportArgs, SavedReport),
  'reports.list': channel(z.object({ subjectId: Id }), z.array(SavedReport)),
  'reports.open': channel(z.object({ reportId: Id }), z.object({ bytes: z.instanceof(Uint8Array) })),
  'reports.save': channel(SaveReportArgs, SaveReportResult),
  'reports.showInFolder': channel(z.object({ reportId: Id }), z.object({ shown: z.boolean() })),
  'reports.remove': channel(z.object({ reportId: Id }), Empty),
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
  'preferences.get': channel(Empty, PreferencesView),
  'preferences.set': channel(PreferencesChange, PreferencesView),
  /** The folder of this workstation's log, opened in the file manager where there is one. */
  'support.openLogs': channel(Empty, LogsFolder),
  /** One JSON file for a support desk: versions, OS, settings without secrets, the redacted log. */
  'support.exportDiagnostics': channel(SaveAsArgs, SavedFile),
  /** Who is signed in, and whether the workstation is locked (also pushed as operator.changed). */
  'operator.status': channel(Empty, OperatorStatus),
  /** The account's first operator, an administrator, signed in at once; refused once the account has one. */
  'operator.createFirst': channel(OperatorSignInArgs, OperatorStatus),
  /** Signs in, switches operator, or unlocks (the same operator's passphrase). */
  'operator.signIn': channel(OperatorSignInArgs, OperatorStatus),
  'operator.signOut': channel(Empty, OperatorStatus),
  /** "Lock now", and the privacy screen's idle minutes: every channel but these five is refused until a sign-in. */
  'operator.lock': channel(Empty, OperatorStatus),
  'operators.list': channel(Empty, z.array(OperatorRecord)),
  'operators.add': channel(OperatorAddArgs, OperatorRecord),
  /** Disables (or enables again) an operator; the last active administrator cannot be disabled. */
  'operators.setActive': channel(OperatorSetActiveArgs, OperatorRecord),
  /** The audit trail's entries (newest last), filtered, with whether its chain holds. */
  'audit.list': channel(AuditFilter, AuditPage),
  /** The filtered entries as CSV, saved where the user chooses. */
  'audit.export': channel(AuditFilter.extend(SaveAsArgs.shape), SavedFile),
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
