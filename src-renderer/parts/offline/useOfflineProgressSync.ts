/** Follows main's `offline.progress` events while connected. */
import { useEffect } from 'react'
import { skin } from '../../bridge/skin'
import { useOfflineProgress } from '../../store/offlineProgressStore'

export function useOfflineProgressSync(): void {
  useEffect(
    () => skin.on('offline.progress', (progress) => useOfflineProgress.getState().record(progress)),
    [],
  )
}
