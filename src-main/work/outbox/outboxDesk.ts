/** The outbox channels: what waits (or was refused, or has something to tell), retry, cancel. */
import { AppErrorPayload, OutboxNotice, type OutboxItem } from '../../../src-shared/contract'
import type { OutboxRow } from '../../store/accountDb/outbox'
import { AppFailure } from '../appFailure'
import type { OutboxSender } from './outboxSender'
import { readPayload } from './writes'

const parsedOr = <T>(parse: (value: unknown) => T, json: string | null): T | null => {
  if (json === null) return null
  try {
    return parse(JSON.parse(json))
  } catch {
    return null
  }
}

export function toOutboxItem(row: OutboxRow, nextTryAt: number | null): OutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    datasetId: row.dataset_id,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    state: row.state,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    attempts: row.attempts,
    problem: parsedOr((v) => AppErrorPayload.parse(v), row.problem),
    notice: parsedOr((v) => OutboxNotice.parse(v), row.notice),
    nextTryAt: row.state === 'waiting' && nextTryAt !== null ? new Date(nextTryAt).toISOString() : null,
  }
}

export interface OutboxDeskDeps {
  sender: OutboxSender
  /** Stops a queued capture (the captures of a subject whose create is cancelled). */
  cancelCapture(captureId: string): void
  capturesOf(subjectId: string): string[]
  /**
   * A consent recorded here was cancelled before it was sent, or kept out by the service's (issue 41): the captures
   * taken under it (`captureIds`) go if the consent in force now allows them, else they stop, saying so.
   */
  consentDropped(row: OutboxRow, captureIds: string[]): Promise<void>
}

export function createOutboxDesk({ sender, cancelCapture, capturesOf, consentDropped }: OutboxDeskDeps) {
  const { store } = sender
  const itemOf = (row: OutboxRow) => toOutboxItem(row, sender.nextTryAt())
  const found = (writeId: string): OutboxRow => {
    const row = store.get(writeId)
    if (!row) throw new AppFailure('not_found')
    return row
  }
  return {
    list: async (): Promise<OutboxItem[]> => store.shown().map(itemOf),
    /** The write a cancel would drop (waiting or refused), for its audit entry; null otherwise. */
    unsent(writeId: string): { subjectId: string; datasetId: string; kind: string } | null {
      const row = store.get(writeId)
      return row && (row.state === 'waiting' || row.state === 'refused')
        ? { subjectId: row.subject_id, datasetId: row.dataset_id, kind: row.kind }
        : null
    },
    async retry(writeId: string): Promise<OutboxItem> {
      const row = found(writeId)
      if (row.state === 'refused' || row.state === 'waiting') {
        store.replacePayload(row.id, row.payload, row.subject_name)
        sender.networkBack()
      }
      return itemOf(found(writeId))
    },
    /**
     * A write not being sent is dropped; a subject's create takes with it everything that waits for the subject
     * (its other writes, its queued captures). A sent or dropped write's notice is cleared. A consent (in conflict
     * with the service's, or not sent yet) is dropped: the captures that waited for it go by the consent in force.
     */
    async cancel(writeId: string): Promise<Record<string, never>> {
      const row = found(writeId)
      if (row.state === 'sending') throw new AppFailure('write_in_flight')
      if (row.state === 'sent' || row.state === 'dropped') {
        store.clearNotice(row.id)
        return {}
      }
      if (row.kind === 'subject.create') {
        for (const captureId of capturesOf(row.subject_id)) cancelCapture(captureId)
        store.transaction(() => {
          for (const other of store.unsentOf(row.subject_id)) store.remove(other.id)
        })
      } else if (row.kind === 'subject.consent') {
        store.remove(row.id)
        await consentDropped(row, readPayload('subject.consent', row.payload)?.relied ?? [])
      } else store.remove(row.id)
      return {}
    },
  }
}
export type OutboxDesk = ReturnType<typeof createOutboxDesk>
