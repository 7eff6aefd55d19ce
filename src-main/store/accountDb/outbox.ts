/**
 * The outbox's rows (issue 29), in the account database (sealed like the rest): every write to the service, kept
 * before it is sent, in the order it was made. What a write carries is its `payload` (JSON, read by
 * work/outbox/writes.ts); this file only keeps rows and their states.
 */
import { randomUUID } from 'node:crypto'
import type { OutboxKind, OutboxState } from '../../../src-shared/contract'
import type { AppDb } from './db'

export interface OutboxRow {
  seq: number
  /** Also the workstation reference a created subject carries in its `meta` (found again after a lost answer). */
  id: string
  kind: OutboxKind
  dataset_id: string
  /** A local id (`local_…`) until the subject's create was sent; then the service's. */
  subject_id: string
  subject_name: string | null
  payload: string
  state: OutboxState
  /** A sent create: the service's id of the subject. */
  remote_id: string | null
  /** JSON of an AppErrorPayload (refused). */
  problem: string | null
  /** JSON of an OutboxNotice. */
  notice: string | null
  /** Requests made for it so far: above 0, a create may be on the service already (looked for before it goes). */
  attempts: number
  created_at: string
  updated_at: string
}

export interface NewWrite {
  kind: OutboxKind
  dataset_id: string
  subject_id: string
  subject_name: string | null
  payload: string
  /** Given for a create: the subject's local id is made of it. */
  id?: string
}

/**
 * Not sent yet: to be sent, being sent, refused (to be fixed or cancelled), or a consent in conflict with the
 * service's (to be resolved).
 */
export const UNSENT: readonly OutboxState[] = ['waiting', 'sending', 'refused', 'conflict']
const unsentList = UNSENT.map((state) => `'${state}'`).join(', ')

export function createOutboxStore(db: AppDb) {
  const nowIso = () => new Date().toISOString()
  const byId = db.prepare<[string], OutboxRow>('SELECT * FROM outbox WHERE id = ?')
  const shown = db.prepare<[], OutboxRow>(
    `SELECT * FROM outbox WHERE state IN (${unsentList}) OR notice IS NOT NULL ORDER BY seq`,
  )
  const toSend = db.prepare<[], OutboxRow>(
    "SELECT * FROM outbox WHERE state IN ('waiting', 'sending') ORDER BY seq",
  )
  const allUnsent = db.prepare<[], OutboxRow>(
    `SELECT * FROM outbox WHERE state IN (${unsentList}) ORDER BY seq`,
  )
  const unsentOf = db.prepare<[string], OutboxRow>(
    `SELECT * FROM outbox WHERE subject_id = ? AND state IN (${unsentList}) ORDER BY seq`,
  )
  const unsentCreates = db.prepare<[string], OutboxRow>(
    `SELECT * FROM outbox WHERE kind = 'subject.create' AND dataset_id = ? AND state IN (${unsentList})
     ORDER BY seq`,
  )
  const unsentConsents = db.prepare<[], OutboxRow>(
    `SELECT * FROM outbox WHERE kind = 'subject.consent' AND state IN (${unsentList}) ORDER BY seq`,
  )
  const treatmentsOf = db.prepare<[string], OutboxRow>(
    "SELECT * FROM outbox WHERE subject_id = ? AND kind = 'subject.treatment' ORDER BY seq",
  )
  const sentCreateOf = db.prepare<[string], OutboxRow>(
    "SELECT * FROM outbox WHERE kind = 'subject.create' AND subject_id = ? AND state = 'sent'",
  )
  const insert = db.prepare(
    `INSERT INTO outbox (id, kind, dataset_id, subject_id, subject_name, payload, state, created_at, updated_at)
     VALUES (@id, @kind, @dataset_id, @subject_id, @subject_name, @payload, 'waiting', @now, @now)`,
  )
  const setState = db.prepare(
    `UPDATE outbox SET state = @state, problem = @problem, notice = @notice, updated_at = @now WHERE id = @id`,
  )
  const setSending = db.prepare(
    "UPDATE outbox SET state = 'sending', attempts = attempts + 1, updated_at = @now WHERE id = @id",
  )
  const setPayload = db.prepare(
    `UPDATE outbox SET payload = @payload, subject_name = @subject_name, state = 'waiting', problem = NULL,
     notice = NULL, updated_at = @now WHERE id = @id AND state IN ('waiting', 'refused', 'conflict')`,
  )
  const setPayloadOnly = db.prepare<[string, string]>('UPDATE outbox SET payload = ? WHERE id = ?')
  const setSent = db.prepare(
    `UPDATE outbox SET state = 'sent', remote_id = @remote_id, problem = NULL, notice = @notice, updated_at = @now
     WHERE id = @id`,
  )
  const clearNotice = db.prepare<[string, string]>(
    'UPDATE outbox SET notice = NULL, updated_at = ? WHERE id = ?',
  )
  // the create itself keeps the local id: it is how a screen still holding it finds the service's (remote_id)
  const moveRows = db.prepare<[string, string]>(
    "UPDATE outbox SET subject_id = ? WHERE subject_id = ? AND kind != 'subject.create'",
  )
  const remove = db.prepare<[string]>('DELETE FROM outbox WHERE id = ?')
  const prune = db.prepare<[string]>(
    "DELETE FROM outbox WHERE state IN ('sent', 'dropped') AND notice IS NULL AND updated_at < ?",
  )
  const setStateOf = (
    id: string,
    state: OutboxState,
    fields: { problem?: string | null; notice?: string | null } = {},
  ) =>
    void setState.run({
      id,
      state,
      problem: fields.problem ?? null,
      notice: fields.notice ?? null,
      now: nowIso(),
    })

  return {
    /** Keeps a write; it is sent from here. */
    add(write: NewWrite): OutboxRow {
      const id = write.id ?? randomUUID()
      insert.run({ ...write, id, now: nowIso() })
      const row = byId.get(id)
      if (!row) throw new Error(`outbox row ${id} vanished while being added`)
      return row
    },
    get: (id: string): OutboxRow | null => byId.get(id) ?? null,
    /** What the outbox screen lists: unsent writes, and sent or dropped ones with a notice; oldest first. */
    shown: (): OutboxRow[] => shown.all(),
    /** The writes to send, in the order they were made. */
    toSend: (): OutboxRow[] => toSend.all(),
    /** Every write not sent yet, oldest first (the outbox is small: a list's subjects are laid over in one read). */
    unsent: (): OutboxRow[] => allUnsent.all(),
    /** The subject's writes not sent yet, oldest first. */
    unsentOf: (subjectId: string): OutboxRow[] => unsentOf.all(subjectId),
    /** The subject's treatment writes (issue 45) in every state, kept ones sent too, oldest first. */
    treatmentsOf: (subjectId: string): OutboxRow[] => treatmentsOf.all(subjectId),
    /** The consents not sent yet (any subject), oldest first. */
    unsentConsents: (): OutboxRow[] => unsentConsents.all(),
    /** Subjects created on this workstation and not on the service yet, in a dataset. */
    unsentCreates: (datasetId: string): OutboxRow[] => unsentCreates.all(datasetId),
    /** The sent create of a subject known here by its local id (the service's id is its `remote_id`). */
    sentCreateOf: (localId: string): OutboxRow | null => sentCreateOf.get(localId) ?? null,
    /** About to be sent: from now on the service may have it, whatever becomes of the answer. */
    markSending: (id: string) => void setSending.run({ id, now: nowIso() }),
    /** Back to waiting (the service could not be reached, or was busy). */
    markWaiting: (id: string) => setStateOf(id, 'waiting'),
    markRefused: (id: string, problem: string) => setStateOf(id, 'refused', { problem }),
    markDropped: (id: string, notice: string) => setStateOf(id, 'dropped', { notice }),
    /** A consent the service's stands over: kept, not sent, until the operator resolves it (`notice`). */
    markConflict: (id: string, notice: string) => setStateOf(id, 'conflict', { notice }),
    markSent: (id: string, remoteId: string | null, notice: string | null) =>
      void setSent.run({ id, remote_id: remoteId, notice, now: nowIso() }),
    /**
     * A changed write not sent yet (a fix, a later edit of the same thing, a consent recorded again over one in
     * conflict: it is to be sent again); false when it is being sent.
     */
    replacePayload: (id: string, payload: string, subjectName: string | null): boolean =>
      setPayload.run({ id, payload, subject_name: subjectName, now: nowIso() }).changes > 0,
    /** What a write carries, whatever its state (what it says to the service is not changed by this: see callers). */
    setPayload: (id: string, payload: string) => void setPayloadOnly.run(payload, id),
    /** The subject's create was sent: its other writes are the service's subject's now. */
    moveSubject: (fromId: string, toId: string) => void moveRows.run(toId, fromId),
    remove: (id: string) => void remove.run(id),
    clearNotice: (id: string) => void clearNotice.run(nowIso(), id),
    /** Forgets sent and dropped writes with nothing to tell, last changed before `before`. */
    prune: (before: Date): number => prune.run(before.toISOString()).changes,
    transaction: <T>(work: () => T): T => db.transaction(work)(),
  }
}
export type OutboxStore = ReturnType<typeof createOutboxStore>
