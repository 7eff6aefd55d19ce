/**
 * The outbox: every write the workstation makes to the service (a subject created, edited or deleted, a consent
 * recorded, a visit deleted) is kept here first and sent from here, so it works offline and survives a crash.
 * Captures keep their own queue (contractCapture.ts); a capture of a subject still in the outbox waits for it.
 * Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'
import { Id } from './contractBase'
import { AppErrorPayload } from './contractErrors'
import { Consent } from './contractLibrary'

export const outboxKinds = [
  'subject.create',
  'subject.update',
  'subject.consent',
  'subject.delete',
  'visit.delete',
  /** Issue 45: one treatment entry put into (or removed from) the subject's `meta.treatments`, merged by its id. */
  'subject.treatment',
] as const
export const OutboxKind = z.enum(outboxKinds)
export type OutboxKind = z.infer<typeof OutboxKind>

/**
 * `waiting`: to be sent (now, or once the service answers again); `sending`: a request may be at the service, its
 * answer not known yet; `refused`: the service said no (`problem` says why; fix or cancel); `sent`; `dropped`: not
 * sent, because the subject is gone from the service (`notice` says so); `conflict` (issue 41): a consent recorded
 * here that the service's newer one stands over, not sent (`notice` says both), until the operator keeps the
 * service's (cancel) or records the consent again.
 */
export const outboxStates = ['waiting', 'sending', 'refused', 'sent', 'dropped', 'conflict'] as const
export const OutboxState = z.enum(outboxStates)
export type OutboxState = z.infer<typeof OutboxState>

/**
 * What the user is told about a write that met another workstation's change: `overwritten` (the fields named were
 * changed elsewhere since this workstation read them; this write came last and replaced them), `deletedElsewhere`
 * (the subject or visit was deleted elsewhere: the write was dropped), `consentNewer` / `consentCleared` (issue 41:
 * the service holds a consent recorded later, or none any more since this workstation read it; `consent` says
 * both, and the one recorded here was not sent).
 */
export const OutboxNotice = z.object({
  key: z.enum(['overwritten', 'deletedElsewhere', 'consentNewer', 'consentCleared']),
  fields: z.array(z.enum(['name', 'birthDate', 'biologicalSex', 'patientId'])).default([]),
  /** A consent conflict: the consent recorded here, and the service's (null: none, it was cleared). */
  consent: z.object({ ours: Consent, theirs: Consent.nullable() }).optional(),
})
export type OutboxNotice = z.infer<typeof OutboxNotice>

export const OutboxItem = z.object({
  id: z.string(),
  kind: OutboxKind,
  datasetId: z.string(),
  /** The subject the write is about: a local id (`local_…`) until its create was sent. */
  subjectId: z.string(),
  /** The subject's name, for the list. */
  subjectName: z.string().nullable(),
  state: OutboxState,
  createdAt: z.string(),
  updatedAt: z.string(),
  attempts: z.number().int(),
  problem: AppErrorPayload.nullable(),
  notice: OutboxNotice.nullable(),
  /** When the next try goes (ISO-8601), while it waits after a failure; null otherwise. */
  nextTryAt: z.string().nullable(),
})
export type OutboxItem = z.infer<typeof OutboxItem>

export const OutboxRef = z.object({ writeId: Id })
