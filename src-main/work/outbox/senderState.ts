/**
 * What the outbox sender's parts share (outboxSender.ts builds it): the outbox and the stores a sent write
 * changes, the pause after failures, the timer of the next try, and the one write under way.
 */
import type { DataChange, Subject } from '../../../src-shared/contract'
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import { createCaptureQueueStore, type CaptureQueueStore } from '../../store/accountDb/captureQueue'
import type { AppDb } from '../../store/accountDb/db'
import { createOutboxStore, type OutboxRow, type OutboxStore } from '../../store/accountDb/outbox'
import type { CacheDb } from '../../store/cache/cacheDb'
import { createLibraryCache, type LibraryCache } from '../../store/cache/libraryCache'
import type { ApiRunner } from '../uploadQueue/worker'

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

export interface SenderState {
  readonly deps: OutboxSenderDeps
  readonly store: OutboxStore
  readonly queue: CaptureQueueStore
  readonly library: LibraryCache
  readonly now: () => number
  readonly firstPauseMs: number
  readonly maxPauseMs: number
  /** Failed tries in a row (the pause doubles with each). */
  failures: number
  /** No write goes before this time (ms since the epoch). */
  pausedUntil: number
  timer: ReturnType<typeof setTimeout> | null
  /** The write under way, whoever sends it. */
  chain: Promise<unknown>
  stopped: boolean
}

export function createSenderState(deps: OutboxSenderDeps): SenderState {
  return {
    deps,
    store: createOutboxStore(deps.db),
    queue: createCaptureQueueStore(deps.db),
    library: createLibraryCache(deps.cache),
    now: deps.now ?? Date.now,
    firstPauseMs: deps.firstPauseMs ?? 2_000,
    maxPauseMs: deps.maxPauseMs ?? 60_000,
    failures: 0,
    pausedUntil: 0,
    timer: null,
    chain: Promise.resolve(),
    stopped: true,
  }
}

/** One write at a time, whoever asks (the loop, or a channel sending its write at once). */
export function exclusive<T>(state: SenderState, work: () => Promise<T>): Promise<T> {
  const next = state.chain.then(work, work)
  state.chain = next.catch(() => undefined)
  return next
}

/** The screens that show the row's subject read again (data.changed); a treatment's, its treatments too. */
export const changed = (
  { deps }: SenderState,
  row: OutboxRow,
  kinds: DataChange['kinds'] = ['outbox', 'subjects'],
) =>
  deps.emit({
    kinds: row.kind === 'subject.treatment' ? [...kinds, 'treatments'] : kinds,
    subjectId: row.subject_id,
    datasetId: row.dataset_id,
  })

/** The next write that can go: its subject is on the service (or it is that subject's create). */
export const nextRow = ({ store }: SenderState): OutboxRow | undefined =>
  store.toSend().find((row) => row.kind === 'subject.create' || !isLocalSubjectId(row.subject_id))
