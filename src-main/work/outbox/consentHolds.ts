/**
 * Captures taken under a consent recorded on this workstation and not at the service yet (issue 41): they wait for
 * it. While it waits to be sent, they wait with it (so photos never reach the service before the consent they were
 * taken under); once it is sent, they go; when the service's consent stands over it (conflictRule.ts
 * `resolveConsent`), they wait for the operator, with a message, until the operator keeps the service's consent
 * (outboxDesk.ts `cancel`: each goes if the service's consent allows it, else it fails with `consent_required`) or
 * records the consent again (it is sent, and they go). Which captures relied on which consent is noted in the
 * consent's outbox row (`relied`) by the consent gate when the capture is queued.
 */
import type { AppErrorPayload } from '../../../src-shared/contract'
import type { CaptureQueueStore } from '../../store/accountDb/captureQueue'
import type { OutboxRow, OutboxStore } from '../../store/accountDb/outbox'
import { toAppError } from '../appFailure'
import type { ConsentGate } from '../consentGate'
import { queueEvents } from '../uploadQueue/states'
import { readPayload } from './writes'

const waits = (code: 'consent_conflict' | 'consent_not_sent'): AppErrorPayload => ({
  code,
  params: {},
  field: null,
  detail: null,
})

/** What a capture held by `row` says in the queue: nothing while its consent is on its way. */
function holdOf(row: OutboxRow): AppErrorPayload | null {
  if (row.state === 'conflict') return waits('consent_conflict')
  if (row.state === 'refused') return waits('consent_not_sent')
  return null
}

export function createConsentHolds(store: OutboxStore) {
  const reliedOn = (row: OutboxRow): string[] => readPayload('subject.consent', row.payload)?.relied ?? []
  return {
    /** Every capture that waits for a consent now, and what its queue row says (null: nothing, it just waits). */
    held(): Map<string, AppErrorPayload | null> {
      const held = new Map<string, AppErrorPayload | null>()
      for (const row of store.unsentConsents())
        for (const captureId of reliedOn(row)) held.set(captureId, holdOf(row))
      return held
    },
    /**
     * The subject's consent recorded here that a capture taken now would rely on: one still to be sent (not one in
     * conflict: that one is not the consent in force). Null when there is none.
     */
    pendingOf(subjectId: string): string | null {
      const row = store
        .unsentOf(subjectId)
        .find((r) => r.kind === 'subject.consent' && r.state !== 'conflict')
      return row?.id ?? null
    },
    /**
     * Notes that a capture was taken under the consent `writeId`; answers the subject's name as the consent was
     * recorded with it (the queue names the capture by it while it waits), or null.
     */
    relyOn(writeId: string, captureId: string): string | null {
      return store.transaction(() => {
        const row = store.get(writeId)
        const payload = row ? readPayload('subject.consent', row.payload) : null
        if (!row || !payload) return null
        if (!payload.relied.includes(captureId))
          store.setPayload(row.id, JSON.stringify({ ...payload, relied: [...payload.relied, captureId] }))
        return row.subject_name
      })
    },
  }
}
export type ConsentHolds = ReturnType<typeof createConsentHolds>

export interface ConsentDroppedDeps {
  queue: Pick<CaptureQueueStore, 'get' | 'setState'>
  gate: Pick<ConsentGate, 'capture'>
  holds: Pick<ConsentHolds, 'relyOn'>
  /** A capture's row changed (queue.changed). */
  changed(captureId: string): void
  /** The worker looks again. */
  wake(): void
}

/**
 * The consent the captures `captureIds` were taken under will not reach the service (cancelled, or the service's
 * stands over it): each still active goes if the consent in force now allows it, else it stops as failed with the
 * gate's words (`consent_required`); its photos stay, and a retry passes the gate again (captureDesk.ts).
 */
export async function afterConsentDropped(captureIds: readonly string[], deps: ConsentDroppedDeps) {
  for (const captureId of captureIds) {
    const record = deps.queue.get(captureId)
    if (!record) continue
    const place = { datasetId: record.capture.dataset_id, subjectId: record.capture.subject_id }
    const refusal = await deps.gate.capture(place).then(
      (pending) => {
        // allowed by another consent recorded here since, not at the service yet either: it waits for that one
        if (pending !== null) deps.holds.relyOn(pending, captureId)
        return null
      },
      (e: unknown) => toAppError(e),
    )
    if (refusal?.code === 'consent_required')
      deps.queue.setState(captureId, queueEvents.fail.to, queueEvents.fail.from, JSON.stringify(refusal))
    deps.changed(captureId)
  }
  deps.wake()
}
