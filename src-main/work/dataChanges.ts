/**
 * The one place that says which of main's doings change what a screen may show, announced as `data.changed`:
 * a channel call that changed data (a subject added, a report made or removed, the cache cleared, a subject
 * kept offline), a capture that finished or failed, another account taking over, and a broken connection
 * working again. The renderer reads the named data again (src-renderer/data/invalidation.ts).
 */
import type { ChannelName, DataChange, DataKind, QueueItem, QueueState } from '../../src-shared/contract'

type Args = Record<string, unknown>

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

function change(kinds: DataKind[], on: { subjectId?: unknown; datasetId?: unknown } = {}): DataChange {
  return { kinds, subjectId: text(on.subjectId), datasetId: text(on.datasetId) }
}

/** What a successful channel call changed, or null for the calls that only read (or change nothing shown). */
export function changeAfterCall(channel: ChannelName, args: Args, result: unknown): DataChange | null {
  switch (channel) {
    case 'subjects.create':
      return change(['subjects'], { datasetId: args.datasetId, subjectId: (result as Args | null)?.id })
    case 'subjects.update':
    case 'subjects.recordConsent':
      return change(['subjects'], { datasetId: args.datasetId, subjectId: args.subjectId })
    case 'subjects.remove':
      return change(['subjects', 'history', 'reports', 'offline', 'storage'], {
        datasetId: args.datasetId,
        subjectId: args.subjectId,
      })
    case 'subjects.removeLocal':
      return change(['subjects', 'history', 'reports', 'offline', 'storage', 'queue'], {
        datasetId: args.datasetId,
        subjectId: args.subjectId,
      })
    case 'visits.remove':
      return change(['history', 'reports', 'storage'], {
        datasetId: args.datasetId,
        subjectId: args.subjectId,
      })
    case 'reports.generate':
    case 'sheets.make':
      return change(['reports', 'storage'], { subjectId: args.subjectId, datasetId: args.datasetId })
    case 'reports.save':
      return change(['reports'])
    case 'reports.remove':
      return change(['reports', 'storage'])
    case 'offline.keep':
      return change(['offline', 'reports', 'storage'], {
        subjectId: args.subjectId,
        datasetId: args.datasetId,
      })
    case 'outbox.cancel':
    case 'outbox.retry':
      // a cancelled create takes its patient (saved here) and the captures waiting for it
      return change(['outbox', 'subjects', 'queue'])
    case 'cache.clear':
      return change(['history', 'offline', 'storage'])
    case 'treatments.save':
    case 'treatments.remove':
      // the entry waits in the outbox (or was sent): the subject's treatments, the recall's answers, the outbox
      return change(['treatments', 'outbox'], { datasetId: args.datasetId, subjectId: args.subjectId })
    case 'products.set':
      return change(['products'])
    default:
      return null
  }
}

const settled: ReadonlySet<QueueState> = new Set<QueueState>(['done', 'failed'])

export interface DataChanges {
  /** After a channel call answered without failing. */
  afterCall(channel: ChannelName, args: unknown, result: unknown): void
  /** Every queue.changed: a capture that has just finished or failed changes its subject's history. */
  queueChanged(item: QueueItem): void
  /** Another account's data is open now (or none). */
  accountOpened(): void
  /** The connection works again after it was broken (offline, key rejected). */
  connectionRecovered(): void
  /** Main's own work changed something (the outbox sent or kept a write). */
  announce(change: DataChange): void
}

export function createDataChanges(emit: (change: DataChange) => void): DataChanges {
  const lastState = new Map<string, QueueState>()
  return {
    afterCall(channel, args, result) {
      const found = changeAfterCall(channel, (args ?? {}) as Args, result)
      if (found) emit(found)
    },
    queueChanged(item) {
      const before = lastState.get(item.id)
      lastState.set(item.id, item.state)
      if (settled.has(item.state) && before !== item.state) {
        emit(change(['history', 'storage'], { subjectId: item.subjectId, datasetId: item.datasetId }))
      }
    },
    accountOpened() {
      lastState.clear()
      emit(change(['account']))
    },
    connectionRecovered() {
      emit(change(['everything']))
    },
    announce: emit,
  }
}
