/**
 * The contract's library: datasets, subjects (their fields, consent, the forms' arguments), and what a search or
 * a removal answers. Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'
import { Id } from './contractBase'
import { biologicalSexes, consentScopes, PATIENT_ID_MAX_LENGTH } from './contractValues'

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
