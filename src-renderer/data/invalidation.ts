/**
 * Which cached answers a `data.changed` from main makes old: the one place that ties its kinds to channels.
 * A change about one subject (or dataset) leaves other subjects' answers alone. Pure.
 */
import type { ChannelName, DataChange, DataKind } from '../../src-shared/contract'
import type { ChannelKey } from './channelKey'

const channelsOf: Record<Exclude<DataKind, 'everything' | 'account'>, readonly ChannelName[]> = {
  subjects: ['datasets.list', 'datasets.get', 'subjects.list', 'subjects.get', 'subjects.search'],
  history: ['history.forSubject', 'results.forImage', 'results.masks'],
  reports: ['reports.list'],
  offline: ['offline.status'],
  storage: ['cache.info'],
  queue: ['queue.list'],
  outbox: ['outbox.list'],
  treatments: ['treatments.list', 'recall.search'],
  products: ['products.list'],
}

function sameOrUnsaid(said: string | null, asked: unknown): boolean {
  return said === null || typeof asked !== 'string' || asked === said
}

/** Whether the answer cached under `key` may have changed with `change`. */
export function isTouchedBy(change: DataChange, key: readonly unknown[]): boolean {
  const [channel, args] = key as ChannelKey
  if (change.kinds.includes('everything') || change.kinds.includes('account')) return true
  const named = change.kinds.some((kind) =>
    (channelsOf[kind as keyof typeof channelsOf] ?? []).includes(channel),
  )
  if (!named) return false
  return sameOrUnsaid(change.subjectId, args?.subjectId) && sameOrUnsaid(change.datasetId, args?.datasetId)
}

/** Whether everything read so far belongs to an account that is gone. */
export function forgetsAll(change: DataChange): boolean {
  return change.kinds.includes('account')
}
