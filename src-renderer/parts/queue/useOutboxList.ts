/** The outbox as main reports it (`outbox.list`), read again on each data.changed about it. */
import type { OutboxItem } from '../../../src-shared/contract'
import { useChannel, type ChannelQuery } from '../../data/useChannel'
import { isUnsent } from './outboxState'

export function useOutboxList(): ChannelQuery<OutboxItem[]> & { items: OutboxItem[]; unsent: number } {
  const outbox = useChannel('outbox.list', {})
  const items = outbox.data ?? []
  return { ...outbox, items, unsent: items.filter(isUnsent).length }
}
