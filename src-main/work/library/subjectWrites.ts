/**
 * The library's writes (a subject created or edited, a consent recorded): each kept in the outbox first and sent
 * at once; the service's subject when it answers, else the one saved here, sent when it answers again. A refusal
 * comes back to the form.
 */
import { randomUUID } from 'node:crypto'
import {
  consentScopes,
  type ChannelParsedArgs,
  type ChannelResult,
  type OutboxKind,
  type SavedSubject,
  type Subject,
  type SubjectFields,
} from '../../../src-shared/contract'
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import { AppFailure } from '../appFailure'
import type { TryOutcome } from '../outbox/outboxSender'
import { localIdOf } from '../outbox/pendingView'
import { fieldValuesOf, readPayload, type SubjectFieldValues } from '../outbox/writes'
import { getSubject } from './libraryReads'
import { localSubject, type LibraryState } from './libraryState'

/** The operator's fields, trimmed; an empty name is refused, an empty record number is none. */
function cleanFields(fields: SubjectFields & { name: string }): SubjectFieldValues {
  const name = fields.name.trim()
  if (!name) throw new AppFailure('validation', { message: '' }, 'name')
  const patientId = fields.patientId?.trim() || null
  return {
    name,
    birthDate: fields.birthDate ?? null,
    biologicalSex: fields.biologicalSex ?? null,
    patientId,
  }
}

const fieldValuesOrNull = (subject: Subject | undefined) => (subject ? fieldValuesOf(subject) : null)

/** A subject as the service saved it, kept; `sexNotSaved` when it did not take the sex the operator chose. */
function saved(
  { store, now }: LibraryState,
  subject: Subject,
  chosenSex: Subject['biologicalSex'],
): SavedSubject {
  store.putSubjects([subject], now())
  return { ...subject, sexNotSaved: subject.biologicalSex !== chosenSex }
}

/**
 * The write of that kind still to send for the subject (not one being sent: that one is the service's now); a
 * consent in conflict with the service's is one too (recorded again, it is sent again).
 */
const unsentOf = ({ outbox }: LibraryState, subjectId: string, kind: OutboxKind) =>
  outbox.store
    .unsentOf(subjectId)
    .find(
      (row) =>
        row.kind === kind && (row.state === 'waiting' || row.state === 'refused' || row.state === 'conflict'),
    ) ?? null

/**
 * Sends the write now. Refused: the service's words go back to the form, and a write just made is dropped (the
 * operator fixes it there); one made earlier stays refused in the outbox.
 */
async function sendOrKeep({ outbox }: LibraryState, writeId: string, justMade: boolean): Promise<TryOutcome> {
  const tried = await outbox.sender.sendNow(writeId)
  if (tried.outcome !== 'refused') return tried
  if (justMade) outbox.store.remove(writeId)
  throw tried.error
}

/**
 * Keeps the subject in the outbox and sends it at once: the service's subject when it answers, else the one
 * saved here (a local id, `unsent`), sent when the service answers again. A refusal comes back to the form.
 */
export async function createSubject(
  state: LibraryState,
  args: ChannelParsedArgs<'subjects.create'>,
): Promise<ChannelResult<'subjects.create'>> {
  const fields = cleanFields(args)
  const writeId = randomUUID()
  const row = state.outbox.store.add({
    id: writeId,
    kind: 'subject.create',
    dataset_id: args.datasetId,
    subject_id: localIdOf(writeId),
    subject_name: fields.name,
    payload: JSON.stringify(fields),
  })
  const tried = await sendOrKeep(state, row.id, true)
  if (tried.outcome === 'sent' && tried.subject) return saved(state, tried.subject, fields.biologicalSex)
  return { ...localSubject(state, row.subject_id), sexNotSaved: false }
}

/**
 * Changes what the operator edits (the rest of `meta` is read fresh and kept when it is sent). A subject still
 * in the outbox has its create changed instead (a refused one is fixed so); a later edit of a subject replaces
 * its edit still waiting.
 */
export async function updateSubject(
  state: LibraryState,
  args: ChannelParsedArgs<'subjects.update'>,
): Promise<ChannelResult<'subjects.update'>> {
  const { outbox, store } = state
  const fields = cleanFields(args)
  const { datasetId, subjectId } = args
  if (isLocalSubjectId(subjectId)) {
    const create = unsentOf(state, subjectId, 'subject.create')
    if (!create || !outbox.store.replacePayload(create.id, JSON.stringify(fields), fields.name))
      throw new AppFailure('not_found')
    outbox.sender.wake()
    return { ...localSubject(state, subjectId), sexNotSaved: false }
  }
  const waiting = unsentOf(state, subjectId, 'subject.update')
  const base = waiting
    ? (readPayload('subject.update', waiting.payload)?.base ?? null)
    : fieldValuesOrNull(store.subject(datasetId, subjectId)?.value)
  const payload = JSON.stringify({ fields, base })
  const row =
    waiting && outbox.store.replacePayload(waiting.id, payload, fields.name)
      ? waiting
      : outbox.store.add({
          kind: 'subject.update',
          dataset_id: datasetId,
          subject_id: subjectId,
          subject_name: fields.name,
          payload,
        })
  const tried = await sendOrKeep(state, row.id, !waiting)
  if (tried.outcome === 'sent' && tried.subject) return saved(state, tried.subject, fields.biologicalSex)
  return { ...(await getSubject(state, { datasetId, subjectId })), sexNotSaved: false }
}

/** Records the patient's photo consent now, by the signed-in operator `by`, in the subject's `meta.consent`. */
export async function recordConsent(
  state: LibraryState,
  args: ChannelParsedArgs<'subjects.recordConsent'>,
  by: string,
): Promise<ChannelResult<'subjects.recordConsent'>> {
  const { outbox, store, now, view } = state
  const { datasetId, subjectId } = args
  const scopes = consentScopes.filter((scope) => args.scopes.includes(scope))
  const subjectName = (await getSubject(state, { datasetId, subjectId })).name
  const waiting = unsentOf(state, subjectId, 'subject.consent')
  const payload = JSON.stringify({
    consent: { by, at: now().toISOString(), scopes },
    // the service's consent as last read here (read just now when it answers), for the conflict rule
    base: store.subject(datasetId, subjectId)?.value.consent ?? null,
    // the captures taken under a consent recorded here before wait for this one now
    relied: waiting ? (readPayload('subject.consent', waiting.payload)?.relied ?? []) : [],
  })
  const row =
    waiting && outbox.store.replacePayload(waiting.id, payload, subjectName)
      ? waiting
      : outbox.store.add({
          kind: 'subject.consent',
          dataset_id: datasetId,
          subject_id: subjectId,
          subject_name: subjectName,
          payload,
        })
  const tried = await sendOrKeep(state, row.id, !waiting)
  if (tried.outcome === 'sent' && tried.subject) return view.over(tried.subject)
  return getSubject(state, { datasetId, subjectId })
}
