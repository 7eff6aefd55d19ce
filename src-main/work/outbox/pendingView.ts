/**
 * The subjects as this workstation shows them: the service's (or the cached copy) with the writes still in the
 * outbox laid over them, so what was saved here shows at once, offline too, and marked `unsent`. A subject
 * created here and not sent yet is read from its create; one being deleted here is not shown. A consent in
 * conflict with the service's is not laid over: the service's stands (the consent gate reads this view).
 */
import type { Subject } from '../../../src-shared/contract'
import { LOCAL_SUBJECT_PREFIX } from '../../../src-shared/domain/localIds'
import type { OutboxRow, OutboxStore } from '../../store/accountDb/outbox'
import { readPayload } from './writes'

/** The local id of the subject a create makes. */
export const localIdOf = (writeId: string) => `${LOCAL_SUBJECT_PREFIX}${writeId.replaceAll('-', '')}`

/** A delete of the subject waits among its writes: it is shown as gone. */
const beingDeleted = (rows: readonly OutboxRow[]) => rows.some((row) => row.kind === 'subject.delete')

function overlay(subject: Subject, allRows: readonly OutboxRow[]): Subject {
  let next = subject
  // a consent the service's stands over (issue 41) is shown as the conflict it is, never as the consent in force
  const rows = allRows.filter((row) => row.state !== 'conflict')
  for (const row of rows) {
    if (row.kind === 'subject.update') {
      const payload = readPayload('subject.update', row.payload)
      if (payload) next = { ...next, ...payload.fields }
    } else if (row.kind === 'subject.consent') {
      const payload = readPayload('subject.consent', row.payload)
      if (payload) next = { ...next, consent: payload.consent }
    }
  }
  const unsent = rows.some((row) => row.kind !== 'subject.delete' && row.kind !== 'visit.delete')
  return unsent ? { ...next, unsent: true } : next
}

export function createPendingView(store: OutboxStore) {
  const fromCreate = (row: OutboxRow): Subject | null => {
    const fields = readPayload('subject.create', row.payload)
    if (!fields) return null
    const subject: Subject = {
      id: row.subject_id,
      datasetId: row.dataset_id,
      ...fields,
      createdAt: row.created_at,
      consent: null,
      unsent: true,
    }
    return overlay(subject, store.unsentOf(row.subject_id))
  }
  return {
    /** A subject created here and not sent yet; null when there is none of that id. */
    local(subjectId: string): Subject | null {
      const create = store.unsentOf(subjectId).find((row) => row.kind === 'subject.create')
      return create ? fromCreate(create) : null
    },
    /** The service's id of a subject created here whose create was sent; null when it was not. */
    sentAs: (localId: string): string | null => store.sentCreateOf(localId)?.remote_id ?? null,
    /** The subject with its unsent writes laid over it. */
    over: (subject: Subject): Subject => overlay(subject, store.unsentOf(subject.id)),
    /**
     * A list's subjects as shown: those being deleted here left out, the others with their unsent writes laid
     * over; the outbox read once for the whole list.
     */
    overList(subjects: readonly Subject[]): Subject[] {
      const bySubject = new Map<string, OutboxRow[]>()
      for (const row of store.unsent())
        bySubject.set(row.subject_id, [...(bySubject.get(row.subject_id) ?? []), row])
      return subjects
        .filter((s) => !beingDeleted(bySubject.get(s.id) ?? []))
        .map((s) => overlay(s, bySubject.get(s.id) ?? []))
    },
    /** Whether a delete of the subject waits in the outbox (it is shown as gone). */
    deleting: (subjectId: string): boolean => beingDeleted(store.unsentOf(subjectId)),
    /** The dataset's subjects created here and not sent yet, oldest first. */
    localSubjects(datasetId: string): Subject[] {
      return store
        .unsentCreates(datasetId)
        .map(fromCreate)
        .filter((s): s is Subject => s !== null)
    },
  }
}
export type PendingView = ReturnType<typeof createPendingView>
