/**
 * What each kind of outbox write carries (its row's `payload`), checked when read back: a row this version cannot
 * read is refused with `internal` rather than sent half-understood.
 */
import { z } from 'zod'
import { BiologicalSex, Consent, type OutboxKind, type Subject } from '../../../src-shared/contract'
import { StoredTreatment } from '../libraryRecords/treatmentMeta'

/** A subject's fields as the operator typed them (trimmed; the record number is `meta.patient_id`). */
export const SubjectFieldValues = z.object({
  name: z.string(),
  birthDate: z.string().nullable(),
  biologicalSex: BiologicalSex.nullable(),
  patientId: z.string().nullable(),
})
export type SubjectFieldValues = z.infer<typeof SubjectFieldValues>
export const subjectFieldNames = ['name', 'birthDate', 'biologicalSex', 'patientId'] as const

/** The fields a write carries, as a subject has them. */
export const fieldValuesOf = (subject: Subject): SubjectFieldValues => ({
  name: subject.name,
  birthDate: subject.birthDate,
  biologicalSex: subject.biologicalSex,
  patientId: subject.patientId,
})
export type SubjectFieldName = (typeof subjectFieldNames)[number]

export const writePayloads = {
  'subject.create': SubjectFieldValues,
  /** `base`: the fields as this workstation last read them (null when it had no copy), for the conflict rule. */
  'subject.update': z.object({ fields: SubjectFieldValues, base: SubjectFieldValues.nullable() }),
  /**
   * `base` (issue 41): the consent as this workstation last read it from the service when this one was recorded
   * (null: none), for the conflict rule; absent in a row of an earlier version. `relied`: the captures taken under
   * this consent before it reached the service (they wait for it: consentHolds.ts).
   */
  'subject.consent': z.object({
    consent: Consent,
    base: Consent.nullable().optional(),
    relied: z.array(z.string()).default([]),
  }),
  'subject.delete': z.object({}),
  'visit.delete': z.object({ batchId: z.string() }),
  /**
   * Issue 45: one entry of the subject's `meta.treatments`, put (`entry`, whole) or removed (`entry` null), by its
   * id; the rest of `meta` is read when it is sent and kept.
   */
  'subject.treatment': z.object({ id: z.string(), entry: StoredTreatment.nullable() }),
} as const satisfies Record<OutboxKind, z.ZodType>

export type WritePayload<K extends OutboxKind> = z.infer<(typeof writePayloads)[K]>

/** The payload of a row of kind `kind`, or null when it does not read as one. */
export function readPayload<K extends OutboxKind>(kind: K, json: string): WritePayload<K> | null {
  try {
    const parsed = writePayloads[kind].safeParse(JSON.parse(json))
    return parsed.success ? (parsed.data as WritePayload<K>) : null
  } catch {
    return null
  }
}
