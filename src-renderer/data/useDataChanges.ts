/**
 * Keeps the renderer's cache in step with main: `data.changed` reads again what it names (or forgets all when
 * another account took over). Each `queue.changed` is put into the cached queue list as it comes by
 * parts/queue/useQueueList.ts (`useQueueChanges`), which App mounts beside this.
 */
import { useEffect } from 'react'
import type { DataChange } from '../../src-shared/contract'
import { skin } from '../bridge/skin'
import { forgetsAll, isTouchedBy } from './invalidation'
import { forgetAllData, queryClient } from './queryClient'

export function applyDataChange(change: DataChange): Promise<void> {
  if (forgetsAll(change)) return forgetAllData()
  return queryClient.invalidateQueries({ predicate: (query) => isTouchedBy(change, query.queryKey) })
}

export function useDataChanges(): void {
  useEffect(() => {
    return skin.on('data.changed', (change) => void applyDataChange(change))
  }, [])
}
