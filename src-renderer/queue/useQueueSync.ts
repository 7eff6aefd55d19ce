/** Follows main's upload queue while connected: the whole list now (and after a recovery), then every change. */
import { useCallback, useEffect } from 'react'
import { skin } from '../bridge/skin'
import { useSession } from '../store/session'
import { useQueue } from './queueStore'

export function useQueueSync(): void {
  const recoveries = useSession((s) => s.recoveries)

  useEffect(() => skin.on('queue.changed', (item) => useQueue.getState().upsert(item)), [])

  useEffect(() => {
    void reloadQueue()
  }, [recoveries])
}

export async function reloadQueue(): Promise<void> {
  const { setItems, setError } = useQueue.getState()
  try {
    setItems(await skin.queue.list())
  } catch (e) {
    setError(e)
  }
}

/** The retry action for a list that could not be loaded. */
export function useReloadQueue(): () => void {
  return useCallback(() => void reloadQueue(), [])
}
