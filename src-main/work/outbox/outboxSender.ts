/**
 * Sends the outbox (issue 29): one write at a time, in the order they were made, whenever the service answers.
 * A write is marked `sending` (durably) before its request goes, so a process killed mid-request knows it may be
 * at the service already (sendWrite.ts then checks before it sends again). What the service refuses comes back to
 * the outbox with its words; a write that cannot get through now waits, the next try after a growing pause (2 s
 * doubling up to 60 s), or at once when the service answers again.
 *
 * A write about a subject created here and not sent yet waits for that create; once it is sent, the subject's
 * other writes and queued captures take the service's id (one transaction) and the upload worker is woken.
 */
import type { AppErrorPayload, DataChange, Subject } from '../../../src-shared/contract'
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import type { CacheDb } from '../../store/cache/cacheDb'
import { createCaptureQueueStore } from '../../store/accountDb/captureQueue'
import type { AppDb } from '../../store/accountDb/db'
import { createLibraryCache } from '../../store/cache/libraryCache'
import { createOutboxStore, type OutboxRow } from '../../store/accountDb/outbox'
import { classifyFailure } from '../uploadQueue/failure'
import type { ApiRunner } from '../uploadQueue/worker'
import { sendWrite } from './sendWrite'
import { readPayload } from './writes'

export interface OutboxSenderDeps {
  db: AppDb
  cache: CacheDb
  api: ApiRunner
  /** Data a screen shows changed (data.changed). */
  emit(change: DataChange): void
  /** The upload worker: captures moved to a sent subject are its to send now. */
  captures: { wake(): void; publish(captureId: string): void }
  onInternalError?: (error: unknown) => void
  now?: () => number
  /** The pause after the first failure; it doubles up to `maxPauseMs`. */
  firstPauseMs?: number
  maxPauseMs?: number
}

/** What became of one try: sent (with the subject as the service now has it), kept for later, or refused. */
export type TryOutcome =
  | { outcome: 'sent'; subject: Subject | null }
  | { outcome: 'kept' }
  | { outcome: 'refused'; error: unknown }
  /** A consent not sent: the service's stands over it (the subject as the service has it). */
  | { outcome: 'conflict'; subject: Subject }

const SENT_KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000

export function createOutboxSender(deps: OutboxSenderDeps) {
  const store = createOutboxStore(deps.db)
  const queue = createCaptureQueueStore(deps.db)
  const library = createLibraryCache(deps.cache)
  const now = deps.now ?? Date.now
  const firstPauseMs = deps.firstPauseMs ?? 2_000
  const maxPauseMs = deps.maxPauseMs ?? 60_000
  let failures = 0
  let pausedUntil = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let chain: Promise<unknown> = Promise.resolve()
  let stopped = true

  /** One write at a time, whoever asks (the loop, or a channel sending its write at once). */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = chain.then(work, work)
    chain = next.catch(() => undefined)
    return next
  }

  const changed = (row: OutboxRow, kinds: DataChange['kinds'] = ['outbox', 'subjects']) =>
    deps.emit({ kinds, subjectId: row.subject_id, datasetId: row.dataset_id })

  function afterCreate(row: OutboxRow, subject: Subject): void {
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
  function settledConsent(row: OutboxRow): void {
    if (row.kind !== 'subject.consent') return
    // read again: a capture taken while the request was out was noted in the row meanwhile
    const payload = store.get(row.id)?.payload ?? row.payload
    for (const captureId of readPayload('subject.consent', payload)?.relied ?? [])
      deps.captures.publish(captureId)
    deps.captures.wake()
  }

  /** Sends one write now; the row's state says what became of it. */
  async function tryRow(row: OutboxRow): Promise<TryOutcome> {
    const tried = row.attempts > 0 || row.state === 'sending'
    store.markSending(row.id)
    try {
      const result = await deps.api((api) => sendWrite(api, row, tried))
      failures = 0
      pausedUntil = 0
      if (result.state === 'dropped') {
        store.markDropped(row.id, JSON.stringify(result.notice))
        settledConsent(row)
        changed(row)
        return { outcome: 'sent', subject: null }
      }
      if (result.state === 'conflict') {
        store.markConflict(row.id, JSON.stringify(result.notice))
        library.putSubjects([result.subject], new Date(now()))
        settledConsent(row)
        changed(row, ['outbox', 'subjects', 'queue'])
        return { outcome: 'conflict', subject: result.subject }
      }
      if (row.kind === 'subject.create' && result.subject) afterCreate(row, result.subject)
      else {
        store.markSent(row.id, null, result.notice ? JSON.stringify(result.notice) : null)
        if (result.subject) library.putSubjects([result.subject], new Date(now()))
        settledConsent(row)
        changed(row)
      }
      return { outcome: 'sent', subject: result.subject }
    } catch (error) {
      const failure = classifyFailure(error)
      if (failure.kind === 'fatal') {
        store.markRefused(row.id, JSON.stringify(failure.problem satisfies AppErrorPayload))
        if (failure.problem.code === 'internal') deps.onInternalError?.(error)
        changed(row)
        return { outcome: 'refused', error }
      }
      store.markWaiting(row.id)
      failures += 1
      const pause = failure.retryAfterMs ?? Math.min(maxPauseMs, firstPauseMs * 2 ** (failures - 1))
      pausedUntil = now() + pause
      changed(row, ['outbox'])
      return { outcome: 'kept' }
    }
  }

  /** The next write that can go: its subject is on the service (or it is that subject's create). */
  const nextRow = (): OutboxRow | undefined =>
    store.toSend().find((row) => row.kind === 'subject.create' || !isLocalSubjectId(row.subject_id))

  async function drain(): Promise<void> {
    while (!stopped && now() >= pausedUntil) {
      const row = nextRow()
      if (!row) return
      if ((await tryRow(row)).outcome === 'kept') break
    }
  }

  function schedule(ms: number): void {
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      void exclusive(drain)
        .catch(deps.onInternalError)
        .finally(() => {
          if (!stopped && nextRow()) schedule(Math.max(1, pausedUntil - now()))
        })
    }, ms)
    timer.unref?.()
  }

  return {
    store,
    start(): void {
      stopped = false
      store.prune(new Date(now() - SENT_KEPT_FOR_MS))
      schedule(0)
    },
    async stop(): Promise<void> {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await chain
    },
    /** When the next try goes after a failure (ms since the epoch); null when nothing waits on a pause. */
    nextTryAt: (): number | null => (pausedUntil > now() ? pausedUntil : null),
    /** Something was added or fixed: send what is due. */
    wake: () => schedule(Math.max(0, pausedUntil - now())),
    /** The service answers again: the pause is over. */
    networkBack(): void {
      failures = 0
      pausedUntil = 0
      schedule(0)
    },
    /**
     * Tries the write at once (a channel call waits for it): sent, kept for later (the service could not be
     * reached; the loop sends it), or refused. A write behind others still to send only waits its turn.
     */
    sendNow(writeId: string): Promise<TryOutcome> {
      return exclusive(async () => {
        const row = store.get(writeId)
        if (!row || (row.state !== 'waiting' && row.state !== 'refused')) return { outcome: 'kept' } as const
        const first = nextRow()
        const blocked =
          (row.kind !== 'subject.create' && isLocalSubjectId(row.subject_id)) ||
          (first !== undefined && first.id !== row.id && first.subject_id === row.subject_id)
        if (blocked || now() < pausedUntil) {
          schedule(Math.max(0, pausedUntil - now()))
          return { outcome: 'kept' } as const
        }
        const outcome = await tryRow(row)
        if (nextRow()) schedule(Math.max(0, pausedUntil - now()))
        return outcome
      })
    },
  }
}
export type OutboxSender = ReturnType<typeof createOutboxSender>
