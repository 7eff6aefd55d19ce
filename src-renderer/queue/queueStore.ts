/** The upload queue as main reports it: loaded once, then kept current by `queue.changed` events. */
import { create } from 'zustand'
import type { QueueItem } from '../../src-preload/contract'
import { upsertItem } from './queueState'

type QueueStore = {
  items: QueueItem[]
  status: 'loading' | 'ready' | 'error'
  error: unknown
  setItems: (items: QueueItem[]) => void
  setError: (error: unknown) => void
  upsert: (item: QueueItem) => void
  /** Forgets every item, as when another account takes over this workstation. */
  clear: () => void
}

const initial: Pick<QueueStore, 'items' | 'status' | 'error'> = { items: [], status: 'loading', error: null }

export const useQueue = create<QueueStore>()((set) => ({
  ...initial,
  setItems: (items) =>
    set({ items: items.reduce<QueueItem[]>(upsertItem, []), status: 'ready', error: null }),
  setError: (error) => set({ status: 'error', error }),
  upsert: (item) => set((store) => ({ items: upsertItem(store.items, item) })),
  clear: () => set(initial),
}))
