/**
 * The upload queue as main reports it, newest first: read through `queue.list`, then kept current by each
 * `queue.changed` (putQueueItem, from useQueueChanges) without reading the whole list again.
 */
import { useEffect, useMemo } from 'react'
import type { QueueItem } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { channelKey } from '../../data/channelKey'
import { queryClient } from '../../data/queryClient'
import { useChannel, type ChannelQuery } from '../../data/useChannel'
import { upsertItem } from './queueState'

const queueKey = channelKey('queue.list', {})

export function useQueueList(): ChannelQuery<QueueItem[]> & { items: QueueItem[] } {
  const queue = useChannel('queue.list', {})
  const items = useMemo(() => (queue.data ?? []).reduce<QueueItem[]>(upsertItem, []), [queue.data])
  return { ...queue, items }
}

/** A capture as main reports it now, put into the cached list; the list is read again if it is not in yet. */
export function putQueueItem(item: QueueItem): void {
  if (queryClient.getQueryData(queueKey) === undefined) {
    void queryClient.invalidateQueries({ queryKey: queueKey, exact: true })
    return
  }
  queryClient.setQueryData<QueueItem[]>(queueKey, (items) => upsertItem(items ?? [], item))
}

/** Puts each `queue.changed` into the cached list as it comes (mounted once, by App, beside useDataChanges). */
export function useQueueChanges(): void {
  useEffect(() => skin.on('queue.changed', putQueueItem), [])
}
