/**
 * Clinical records (issue 44): the settings of the record system (FHIR R4) and of the image archive (DICOMweb),
 * and each visit's deliveries to them: queued, sent, waiting to be tried again (offline, a 5xx), or refused with
 * the server's reasons. Secrets (a bearer token, a password, the SMART client key) never cross the bridge back:
 * the renderer only learns whether one is saved. Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'
import { channel, Empty, Id } from './contractBase'

/** Where a visit is delivered: the patient's record (FHIR R4) or the image archive (PACS, DICOMweb). */
export const clinicalTargets = ['record', 'archive'] as const
export const ClinicalTarget = z.enum(clinicalTargets)
export type ClinicalTarget = z.infer<typeof ClinicalTarget>

export const recordAuthKinds = ['bearer', 'smart'] as const
export const archiveAuthKinds = ['none', 'basic', 'bearer'] as const

/** Settings → Record system (FHIR R4). Administrators change them (audited `record.settingsChanged`). */
export const RecordSettings = z.object({
  enabled: z.boolean(),
  /** The FHIR R4 base, e.g. https://ehr.example/fhir/R4 (https, or http to this computer only). */
  baseUrl: z.string().max(2048),
  /** The clinic's MRN system URI: the Patient's identifier system; the record number is its value. */
  patientIdentifierSystem: z.string().max(2048),
  /** `bearer`: a token given here (kept in the keychain); `smart`: SMART Backend Services, a JWT signed by main. */
  auth: z.enum(recordAuthKinds),
  /** SMART Backend Services: the token endpoint and the client id the record system registered. */
  smartTokenUrl: z.string().max(2048),
  smartClientId: z.string().max(512),
  /** The scopes asked for, space-separated. */
  smartScope: z.string().max(1024),
  /** The most entries in one transaction; null: the whole visit in one Bundle (some servers cap it, Medplum at 8). */
  entriesPerTransaction: z.number().int().min(1).max(10_000).nullable(),
  /** Send each visit once it is analysed, without the action. */
  autoSend: z.boolean(),
})
export type RecordSettings = z.infer<typeof RecordSettings>

export const RecordSettingsView = RecordSettings.extend({
  /** A bearer token is saved in the keychain. */
  tokenSaved: z.boolean(),
  /** The SMART client's public key as a JWK Set (JSON) to register at the record system; null: none made yet. */
  smartPublicJwks: z.string().nullable(),
})
export type RecordSettingsView = z.infer<typeof RecordSettingsView>

export const RecordSettingsSetArgs = z.object({
  settings: RecordSettings,
  /** A new bearer token; null keeps the saved one, '' removes it. */
  token: z.string().max(16_384).nullable(),
})

/** Settings → Image archive (DICOMweb). Administrators change them (audited `archive.settingsChanged`). */
export const ArchiveSettings = z.object({
  enabled: z.boolean(),
  /** The DICOMweb root, e.g. https://pacs.example/dicom-web (https, or http to this computer only). */
  baseUrl: z.string().max(2048),
  auth: z.enum(archiveAuthKinds),
  /** Basic authentication's user name. */
  username: z.string().max(512),
  /** Archive each visit once it is analysed, without the action. */
  autoArchive: z.boolean(),
})
export type ArchiveSettings = z.infer<typeof ArchiveSettings>

export const ArchiveSettingsView = ArchiveSettings.extend({
  /** The password (basic) or token (bearer) is saved in the keychain. */
  secretSaved: z.boolean(),
})
export type ArchiveSettingsView = z.infer<typeof ArchiveSettingsView>

export const ArchiveSettingsSetArgs = z.object({
  settings: ArchiveSettings,
  /** A new password or token; null keeps the saved one, '' removes it. */
  secret: z.string().max(16_384).nullable(),
})

/** What "Test the connection" found: the server's software and version as it names them (null: not said). */
export const ClinicalTestResult = z.object({
  software: z.string().nullable(),
  version: z.string().nullable(),
})
export type ClinicalTestResult = z.infer<typeof ClinicalTestResult>

/** A visit as the visit screen knows it: one of its analysed images; main finds the rest of its capture. */
export const ClinicalVisitRef = z.object({ datasetId: Id, subjectId: Id, imageId: Id })
export type ClinicalVisitRef = z.infer<typeof ClinicalVisitRef>

/** One issue of the server's OperationOutcome, for the screen only (its words may quote what was sent). */
export const ClinicalIssue = z.object({
  severity: z.string(),
  code: z.string(),
  text: z.string().nullable(),
  where: z.array(z.string()),
})

export const deliveryStates = ['queued', 'sending', 'waiting', 'sent', 'failed'] as const

/**
 * One visit's delivery to one target. `queued`/`sending`: on its way; `waiting`: offline or the server could not
 * take it now (429, 5xx, 409), tried again at `nextTryAt`; `sent`: in the record / archived at `sentAt`;
 * `failed`: refused (401, 403, 413, a 4xx with reasons): it stays until sent again by hand.
 */
export const Delivery = z.object({
  target: ClinicalTarget,
  datasetId: z.string(),
  subjectId: z.string(),
  /** The capture (the service's batch; the image id when it has none): a Study, a DiagnosticReport. */
  visitKey: z.string(),
  state: z.enum(deliveryStates),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
  tries: z.number().int().nonnegative(),
  nextTryAt: z.string().nullable(),
  /** Why the last try did not go: an error code the UI translates (`errors.<code>`), the HTTP status, the issues. */
  problem: z
    .object({ code: z.string(), status: z.number().int().nullable(), issues: z.array(ClinicalIssue) })
    .nullable(),
  /** What the last successful send did: FHIR resources created now (the rest were there), or instances stored. */
  outcome: z.object({ created: z.number().int(), total: z.number().int() }).nullable(),
})
export type Delivery = z.infer<typeof Delivery>

export const VisitDeliveries = z.object({ record: Delivery.nullable(), archive: Delivery.nullable() })
export type VisitDeliveries = z.infer<typeof VisitDeliveries>

export const ClinicalSendArgs = ClinicalVisitRef.extend({ target: ClinicalTarget })

/** Issue 44's channels, taken into contract.ts `channels`. */
export const clinicalChannels = {
  /** Issue 44, the record system (FHIR R4): its settings (everyone signed in reads them; no secret comes back). */
  'record.settings.get': channel(Empty, RecordSettingsView),
  /** Administrators; audited as record.settingsChanged. The token goes to the keychain. */
  'record.settings.set': channel(RecordSettingsSetArgs, RecordSettingsView),
  /** Administrators: a new SMART client key pair (the private key to the keychain); its public JWK Set to register. */
  'record.smartKey': channel(Empty, RecordSettingsView),
  /** Reads the server's CapabilityStatement with the saved settings (a token first, for SMART). */
  'record.test': channel(Empty, ClinicalTestResult),
  /** The image archive (DICOMweb): its settings (everyone signed in reads them; no secret comes back). */
  'archive.settings.get': channel(Empty, ArchiveSettingsView),
  /** Administrators; audited as archive.settingsChanged. The password or token goes to the keychain. */
  'archive.settings.set': channel(ArchiveSettingsSetArgs, ArchiveSettingsView),
  /** A QIDO-RS search with the saved settings: the archive answers and takes the credentials. */
  'archive.test': channel(Empty, ClinicalTestResult),
  /** A visit's deliveries to the record and the archive (null: never sent there). */
  'clinical.deliveries': channel(ClinicalVisitRef, VisitDeliveries),
  /** Sends the visit (its whole capture) to the target through main's delivery queue; kept while offline. */
  'clinical.deliver': channel(ClinicalSendArgs, Delivery),
} as const
