/** Reads the app info and connection status once, then follows main's `auth.changed` events. */
import { useEffect } from 'react'
import type { AppInfo } from '../../src-shared/contract'
import { DEFAULT_REMOTE_BASE_URL } from '../../src-shared/contractValues'
import { skin } from '../bridge/skin'
import { disconnectedStatus, useSession } from '../store/session'
import { applyStatus } from './applyStatus'

const fallbackInfo: AppInfo = {
  version: '',
  host: 'browser',
  defaultRemoteBaseUrl: DEFAULT_REMOTE_BASE_URL,
  canShowInFolder: false,
}

export function useSessionSync(): void {
  useEffect(() => {
    const { setInfo, setStartError } = useSession.getState()
    const stop = skin.on('auth.changed', applyStatus)
    skin.app.info().then(setInfo, () => setInfo(fallbackInfo))
    skin.auth.status().then(applyStatus, (error: unknown) => {
      applyStatus(disconnectedStatus)
      setStartError(error)
    })
    return stop
  }, [])
}
