/**
 * One write tried at the service, and what became of it recorded: sent (a create's subject takes the service's id
 * everywhere, in one transaction), dropped, in conflict, refused with the service's words, or kept to wait out a
 * pause that grows with each failure in a row.
 */
import type { AppErrorPayload, Subject } from '../../../src-shared/contract'
import type { OutboxRow } from '../../store/accountDb/outbox'
import { classifyFailure } from '../uploadQueue/failure'
import { sendWrite } from './sendWrite'
import { changed, type SenderState, type TryOutcome } from './senderState'
import { readPayload } from './writes'

function afterCreate(state: SenderState, row: OutboxRow, subject: Subject): void {
  const { deps, store, queue, library, now } = state
  const moved = store.transaction(() => {
    store.markSent(row.id, subject.id, null)
    store.moveSubject(row.subject_id, subject.id)
    return queue.moveSubject(row.subject_id, subject.id)
  })
  library.putSubjects([subject], new Date(now()))
  for (const captureId of moved) deps.captures.publish(captureId)
  deps.captures.wake()
  // Every screen of the dataset: the local id is gone, the service's is here.
  deps.emit({
    kinds: ['outbox', 'subjects', 'queue', 'history'],
    subjectId: null,
    datasetId: row.dataset_id,
  })
}

/**
 * A consent reached its end here (sent, dropped, or in conflict): the captures taken under it wait no longer for
 * it to be sent (work/outbox/consentHolds.ts), or now wait for the operator; the worker looks again and the queue
 * shows what each does.
 */
function settledConsent({ deps, store }: SenderState, row: OutboxRow): void {
  if (row.kind !== 'subject.consent') return
  // read again: a capture taken while the request was out was noted in the row meanwhile
  const payload = store.get(row.id)?.payload ?? row.payload
  for (const captureId of readPayload('subject.consent', payload)?.relied ?? [])
    deps.captures.publish(captureId)
  deps.captures.wake()
}

/** Sends one write now; the row's state says what became of it. */
export async function tryRow(state: SenderState, row: OutboxRow): Promise<TryOutcome> {
  const { deps, store, library, now } = state
  const tried = row.attempts > 0 || row.state === 'sending'
  store.markSending(row.id)
  try {
    const result = await deps.api((api) => sendWrite(api, row, tried))
    state.failures = 0
    state.pausedUntil = 0
    if (result.state === 'dropped') {
      store.markDropped(row.id, JSON.stringify(result.notice))
      settledConsent(state, row)
      changed(state, row)
      return { outcome: 'sent', subject: null }
    }
    if (result.state === 'conflict') {
      store.markConflict(row.id, JSON.stringify(result.notice))
      library.putSubjects([result.subject], new Date(now()))
      settledConsent(state, row)
      changed(state, row, ['outbox', 'subjects', 'queue'])
      return { outcome: 'conflict', subject: result.subject }
    }
    if (row.kind === 'subject.create' && result.subject) afterCreate(state, row, result.subject)
    else {
      store.markSent(row.id, null, result.notice ? JSON.stringify(result.notice) : null)
      if (result.subject) library.putSubjects([result.subject], new Date(now()))
      settledConsent(state, row)
      changed(state, row)
    }
    return { outcome: 'sent', subject: result.subject }
  } catch (error) {
    const failure = classifyFailure(error)
    if (failure.kind === 'fatal') {
      store.markRefused(row.id, JSON.stringify(failure.problem satisfies AppErrorPayload))
      if (failure.problem.code === 'internal') deps.onInternalError?.(error)
      changed(state, row)
      return { outcome: 'refused', error }
    }
    store.markWaiting(row.id)
    state.failures += 1
    const pause =
      failure.retryAfterMs ?? Math.min(state.maxPauseMs, state.firstPauseMs * 2 ** (state.failures - 1))
    state.pausedUntil = now() + pause
    changed(state, row, ['outbox'])
    return { outcome: 'kept' }
  }
}
