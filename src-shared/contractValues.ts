/**
 * The contract's plain values: the names of its channels and events, and the limits and choices the screens
 * show. No zod here, so the renderer (which takes only these and the contract's types) bundles no schema code.
 * src-shared/contract.ts builds its schemas on these; the compiler checks the two lists stay the same.
 */

export const channelNames = [
  'app.info',
  'auth.status',
  'auth.connect',
  'auth.connectDemo',
  'auth.signIn',
  'auth.replaceKey',
  'auth.disconnect',
  'datasets.list',
  'datasets.get',
  'subjects.list',
  'subjects.get',
  'subjects.create',
  'subjects.update',
  'subjects.remove',
  'subjects.removeLocal',
  'subjects.search',
  'subjects.duplicates',
  'subjects.recordConsent',
  'visits.remove',
  'capture.options',
  'capture.analysis',
  'capture.attachAnalysis',
  'capture.submit',
  'queue.list',
  'queue.retry',
  'queue.cancel',
  'outbox.list',
  'outbox.retry',
  'outbox.cancel',
  'results.forImage',
  'results.masks',
  'history.forSubject',
  'images.original',
  'reports.generate',
  'reports.list',
  'reports.open',
  'reports.save',
  'reports.showInFolder',
  'reports.remove',
  'offline.keep',
  'offline.status',
  'cache.info',
  'cache.clear',
  'dataKey.notice',
  'dataKey.dismissNotice',
  'dataKey.discardSetAside',
  'dataKey.recovery',
  'dataKey.makeRecovery',
  'dataKey.openSetAside',
  'dataKey.rotate',
  'preferences.get',
  'preferences.set',
  'support.openLogs',
  'support.exportDiagnostics',
  'operator.status',
  'operator.createFirst',
  'operator.setupNeeds',
  'operator.signIn',
  'operator.signOut',
  'operator.lock',
  'operator.activity',
  'operator.hold',
  'operators.list',
  'operators.add',
  'operators.setActive',
  'audit.list',
  'audit.export',
  'practice.settings.get',
  'practice.settings.set',
  'practice.test',
  'practice.status',
  'practice.requests',
  'practice.resolve',
  'record.settings.get',
  'record.settings.set',
  'record.smartKey',
  'record.test',
  'archive.settings.get',
  'archive.settings.set',
  'archive.test',
  'clinical.deliveries',
  'clinical.deliver',
  'treatments.list',
  'treatments.save',
  'treatments.remove',
  'products.list',
  'products.set',
  'recall.search',
  'recall.export',
  'sheets.make',
] as const
export type ChannelName = (typeof channelNames)[number]

/** How long cached photos and results of a subject nobody opened are kept (days): the choices, and the default. */
export const RETENTION_DAY_CHOICES = [7, 14, 30, 90, 180, 365] as const
export const DEFAULT_RETENTION_DAYS = 30

export const eventNames = [
  'auth.changed',
  'queue.changed',
  'offline.progress',
  'data.changed',
  'operator.changed',
  'practice.request',
  'practice.problem',
  'clinical.changed',
] as const
export type EventName = (typeof eventNames)[number]

/** Transport-neutral names used on the wire (Electron IPC channel names, WebSocket message kinds). */
export const IPC_PREFIX = 'skin:'
export const EVENT_PREFIX = 'skin-event:'

export const DEFAULT_REMOTE_BASE_URL = 'https://saas.haut.ai'

/** How long the private token made at sign-in lives, in days (the user picks). */
export const tokenLifetimes = [30, 90, 365] as const

export const biologicalSexes = ['male', 'female', 'other'] as const

/** What a patient consented their photos to be used for (kept in the subject's `meta.consent`). */
export const consentScopes = ['analysis', 'reports', 'research', 'marketing'] as const
/** A patient record number (the clinic's own, kept in the subject's `meta.patient_id`), at most this long. */
export const PATIENT_ID_MAX_LENGTH = 64
/** The name of whoever recorded a consent, at most this long. */
export const OPERATOR_NAME_MAX_LENGTH = 128

/** An operator is an administrator (operators, the clinic's rules, erase, the audit trail) or a clinician. */
export const operatorRoles = ['administrator', 'clinician'] as const
/** An operator's passphrase: at least this many characters (main refuses fewer: passphrase_too_short). */
export const PASSPHRASE_MIN_LENGTH = 8
/** A recovery key's passphrase (issue 30): it alone guards the data key on a stolen disk, so longer. */
export const RECOVERY_PASSPHRASE_MIN_LENGTH = 12
export const PASSPHRASE_MAX_LENGTH = 1024

/** What the audit trail records (main's src-main/work/audit/auditedCalls.ts says which call records which). */
export const auditActions = [
  'operator.signIn',
  'operator.signInRefused',
  'operator.signOut',
  'operator.lock',
  'operator.unlock',
  'operator.add',
  'operator.disable',
  'operator.enable',
  'subject.view',
  'visit.view',
  'report.view',
  'subject.create',
  'subject.edit',
  'subject.delete',
  'visit.delete',
  'consent.record',
  'capture.submit',
  'report.make',
  'report.save',
  'report.remove',
  'offline.keep',
  'subject.removeLocal',
  'cache.clear',
  'account.erase',
  'rule.change',
  /** Issue 41: the clinic's rules were set to the strictest, their saved record changed outside the app. */
  'rules.reset',
  'audit.export',
  /** The data key (issue 30): a recovery key made, set-aside data opened with it, the key changed. */
  'dataKey.recoveryMake',
  'dataKey.setAsideOpen',
  'dataKey.change',
  /**
   * Issue 41: a photo, an image's results, a search (how many found; never what was typed), the diagnostics
   * exported, a capture or an outbox write cancelled, a connect, the API key replaced, set-aside data deleted.
   */
  'photo.view',
  'results.view',
  'subject.search',
  'diagnostics.export',
  'capture.cancel',
  'outbox.cancel',
  'account.connect',
  'apiKey.replace',
  'dataKey.setAsideDiscard',
  /**
   * What the trail's anchor in the keychain found at an opening (issue 41, by AUDIT_BY_WORKSTATION): entries it anchored that
   * are not in the trail (cut off, or the folder copied back); the trail set aside unreadable after a key loss
   * (which entries are in it); a trail with entries but no anchor for it.
   */
  'audit.entriesMissing',
  'audit.trailSetAside',
  'audit.anchorMissing',
  /** Issue 41: a plain database found in the encrypted folder at an opening, set aside unused (by the workstation). */
  'data.plainSetAside',
  /** Issue 43: the practice software (GDT) settings changed; a results file (6310) written for the PVS. */
  'practice.settingsChanged',
  'practice.resultsSent',
  /**
   * Issue 44: the record system's or the image archive's settings changed (a new SMART key too); a visit sent to
   * the patient's record; a visit archived in the PACS (by the workstation: an automatic send has no operator).
   */
  'record.settingsChanged',
  'record.sent',
  'archive.settingsChanged',
  'archive.stored',
  /**
   * Issue 45: a treatment recorded, changed or removed (ids only); the product list changed; a recall search run
   * and its list exported (the query's product and lot in the detail: they are not patient data).
   */
  'treatment.recorded',
  'treatment.changed',
  'treatment.removed',
  'products.changed',
  'recall.searched',
  'recall.exported',
  /**
   * Issue 45: a before/after sheet made (its purpose and sides in the detail, ids only), or a marketing sheet
   * refused for want of the consent scope `marketing`.
   */
  'sheet.made',
  'sheet.refused',
] as const
export type AuditAction = (typeof auditActions)[number]
/**
 * The operator id of an entry nobody signed in made: a connect from the connect screen (the account's operators
 * sign in only once it is open). The audit screen names it in words.
 */
export const AUDIT_CONNECT_OPERATOR = 'connect'
/** Who a refused sign-in with nobody signed in is booked to (the name typed is not recorded: it may be wrong). */
export const AUDIT_UNKNOWN_OPERATOR = 'unknown'
/** Who an audit entry the workstation itself wrote names (not an operator: `rules.reset`). */
export const AUDIT_BY_WORKSTATION = 'workstation'
/** The clinic's rules among the preferences: administrators change them; the IT policy file can fix them. */
export const clinicRuleNames = [
  'photoConsentRequired',
  'privacyScreenMinutes',
  'cacheRetentionDays',
  'reportsSaveOutside',
  'subjectsDeleteAtService',
] as const
export type ClinicRuleName = (typeof clinicRuleNames)[number]

/**
 * What proves the right to make the first administrator of an account that had operators here before (issue 41):
 * the recovery key's passphrase, the account's API key typed again, or a sign-in to the service.
 */
export const firstAdminProofs = ['recoveryKey', 'apiKey', 'signIn'] as const
export type FirstAdminProofKind = (typeof firstAdminProofs)[number]

/** The audit list shows at most this many entries (the newest); the CSV export has them all. */
export const AUDIT_LIST_MAX = 500

/** The largest photo accepted (spec: 30 MiB decoded). */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024
/** The smallest short side, in px, the service analyses (service-gaps: smaller is refused). */
export const MIN_PHOTO_SHORT_SIDE = 256
/** Below this short side, in px, a photo is analysed with less precision: it goes with a quality warning. */
export const GOOD_PHOTO_SHORT_SIDE = 1024
/**
 * Recorded with a shot's warnings when the operator sent it although a blocking check (no face, several faces,
 * turned head) did not hold.
 */
export const OVERRIDE_WARNING = 'override'
/** Photos in one capture at most (a triplet). */
export const MAX_SHOTS = 3

/**
 * The clinic's own details, printed on the cover page the workstation adds to every report (settings): characters
 * and lines at most. Main refuses more (codes text_too_long, text_too_many_lines); the form checks them first.
 */
export const settingTextLimits = {
  clinicName: { maxLength: 120, maxLines: 1 },
  clinicAddress: { maxLength: 400, maxLines: 6 },
  clinicianName: { maxLength: 120, maxLines: 1 },
} as const
export type SettingTextField = keyof typeof settingTextLimits

/** GDT (issue 43): the versions and character sets (field 9206) the workstation writes. */
export const gdtVersions = ['2.10', '3.0'] as const
export const gdtCharsets = ['7bit', 'cp437', 'iso8859-1', 'iso8859-15', 'windows-1252'] as const
/** What a request of the PVS asks: 6302 a new examination, 6301 the master data, 6311 to show the data. */
export const practiceRequestKinds = ['examination', 'masterData', 'showData'] as const
/** The results file's name by default: `{receiver}` the PVS's short name, `{sender}` this workstation's. */
export const PRACTICE_FILE_NAME_DEFAULT = '{receiver}{sender}.gdt'
/** A GDT short name (fields 8315/8316): 1 to this many letters or digits. */
export const PRACTICE_SHORT_NAME_MAX = 4
