/**
 * Treatments between visits (issue 45): what was done to a patient (an injectable, an energy device, a peel or
 * topical, a home-care routine), where on the face, with which product and lot, by whom; the clinic's product list
 * with its active lots; the recall search by product and lot. Entries are kept in the subject's `meta.treatments`
 * at the service (so a second workstation sees them), written through the outbox (offline too), merged by entry id.
 * Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'
import { channel, Empty, Id, SaveAsArgs, SavedFile } from './contractBase'
import { SubjectRef } from './contractLibrary'

export const treatmentKinds = ['injectable', 'energy', 'peel', 'homeCare'] as const
export const TreatmentKind = z.enum(treatmentKinds)
export type TreatmentKind = z.infer<typeof TreatmentKind>

/**
 * The face map's zones. Each belongs to the view it is picked on (faceZoneViews); paired zones name the patient's
 * side (`Left` = the patient's left, seen on the right of a front photo).
 */
export const faceZones = [
  'forehead',
  'glabella',
  'crowsFeetLeft',
  'crowsFeetRight',
  'underEyeLeft',
  'underEyeRight',
  'nose',
  'cheekLeft',
  'cheekRight',
  'nasolabialLeft',
  'nasolabialRight',
  'lips',
  'marionetteLeft',
  'marionetteRight',
  'chin',
  'jawlineLeft',
  'jawlineRight',
  'templeLeft',
  'templeRight',
  'neck',
] as const
export const FaceZone = z.enum(faceZones)
export type FaceZone = z.infer<typeof FaceZone>

/** Fitzpatrick skin types. */
export const skinTypes = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const Text = (max: number) => z.string().trim().max(max)

/** An injectable's amount at one site. */
export const SiteDose = z.object({
  zone: FaceZone,
  amount: z.number().positive().max(10_000),
  unit: z.enum(['U', 'ml']),
})

/** The kind's own fields; the others are absent. */
export const TreatmentDetails = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('injectable'),
    doses: z.array(SiteDose).min(1).max(faceZones.length),
  }),
  z.object({
    kind: z.literal('energy'),
    device: Text(200),
    wavelengthNm: z.number().positive().max(20_000).nullable(),
    fluenceJcm2: z.number().positive().max(10_000).nullable(),
    spotMm: z.number().positive().max(1_000).nullable(),
    pulseMs: z.number().positive().max(100_000).nullable(),
    passes: z.number().int().positive().max(100).nullable(),
    testSpot: z.boolean(),
  }),
  z.object({
    kind: z.literal('peel'),
    strength: Text(100),
    minutes: z.number().positive().max(600).nullable(),
  }),
  z.object({
    kind: z.literal('homeCare'),
    routine: Text(2000),
    from: Day.nullable(),
    to: Day.nullable(),
  }),
])
export type TreatmentDetails = z.infer<typeof TreatmentDetails>

/** What the operator enters; main adds the id, the operator and the times. */
export const TreatmentFields = z.object({
  /** When it was done, ISO-8601 (the visit's time by default). */
  performedAt: z.string().max(64),
  /** The visit it belongs to (its batch id, or the image id without one); null: done between visits. */
  visitKey: z.string().max(200).nullable(),
  product: Text(200),
  lot: Text(100),
  /** YYYY-MM-DD, or null when not recorded. */
  expiry: Day.nullable(),
  /** The zones treated (an injectable's are its doses' zones). */
  zones: z.array(FaceZone).max(faceZones.length),
  skinType: z.enum(skinTypes).nullable(),
  notes: Text(4000),
  details: TreatmentDetails,
})
export type TreatmentFields = z.infer<typeof TreatmentFields>

export const Treatment = TreatmentFields.extend({
  id: z.string(),
  datasetId: z.string(),
  subjectId: z.string(),
  /** The operator signed in when it was recorded (name as then). */
  operator: z.object({ id: z.string(), name: z.string() }),
  recordedAt: z.string(),
  updatedAt: z.string(),
  /** Saved here, not yet at the service (the outbox has it). */
  pending: z.boolean(),
})
export type Treatment = z.infer<typeof Treatment>

export const TreatmentSaveArgs = z.object({
  datasetId: Id,
  subjectId: Id,
  /** null: a new entry; else the entry changed. */
  id: Id.nullable(),
  fields: TreatmentFields,
})
export const TreatmentRemoveArgs = z.object({ datasetId: Id, subjectId: Id, id: Id })

/** The clinic's products, with their lots; only active lots are offered for a new entry. */
export const Product = z.object({
  id: z.string(),
  name: Text(200),
  kind: TreatmentKind,
  lots: z.array(z.object({ lot: Text(100), expiry: Day.nullable(), active: z.boolean() })).max(500),
})
export type Product = z.infer<typeof Product>

/** A recall search: product and/or lot (at least one), matched without case. */
export const RecallQuery = z.object({ product: Text(200), lot: Text(100) })
export type RecallQuery = z.infer<typeof RecallQuery>

export const RecallHit = z.object({
  datasetId: z.string(),
  datasetName: z.string().nullable(),
  subjectId: z.string(),
  subjectName: z.string().nullable(),
  patientId: z.string().nullable(),
  treatmentId: z.string(),
  performedAt: z.string(),
  visitKey: z.string().nullable(),
  kind: TreatmentKind,
  product: z.string(),
  lot: z.string(),
})
export type RecallHit = z.infer<typeof RecallHit>

export const RecallResult = z.object({
  hits: z.array(RecallHit),
  /** The subjects searched: every subject of the account this workstation holds (the roster copy). */
  searched: z.number().int().nonnegative(),
  /** When the roster copy was last complete (ISO-8601); null: never. A recall must say how current it is. */
  asOf: z.string().nullable(),
})
export type RecallResult = z.infer<typeof RecallResult>

/** Issue 45's channels, taken into contract.ts `channels`. */
export const treatmentChannels = {
  /** Issue 45: a subject's treatments, newest first (the service's `meta.treatments` with what the outbox holds). */
  'treatments.list': channel(SubjectRef, z.array(Treatment)),
  /** Records a new treatment or changes one, through the outbox (offline too); audited. */
  'treatments.save': channel(TreatmentSaveArgs, Treatment),
  /** Removes a treatment entry, through the outbox; audited. */
  'treatments.remove': channel(TreatmentRemoveArgs, Empty),
  /** The clinic's products with their lots (everyone signed in reads them). */
  'products.list': channel(Empty, z.array(Product)),
  /** Administrators; audited as products.changed. */
  'products.set': channel(z.array(Product).max(1000), z.array(Product)),
  /** Every patient and visit a product and/or lot was used on; audited as recall.searched. */
  'recall.search': channel(RecallQuery, RecallResult),
  /** The same list as CSV for the recall letter, saved where the user chooses; audited as recall.exported. */
  'recall.export': channel(RecallQuery.extend(SaveAsArgs.shape), SavedFile),
} as const
