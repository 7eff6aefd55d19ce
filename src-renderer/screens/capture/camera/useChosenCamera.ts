/** Which camera to use: the one chosen before on this computer if it is still there, else the default. */
import { useCallback, useState } from 'react'
import type { Camera } from './useCameras'

const STORAGE_KEY = 'skin-camera'

export function useChosenCamera(cameras: Camera[] | null): [string | null, (deviceId: string) => void] {
  const [chosen, setChosen] = useState<string | null>(() => localStorage.getItem(STORAGE_KEY))
  const choose = useCallback((deviceId: string) => {
    localStorage.setItem(STORAGE_KEY, deviceId)
    setChosen(deviceId)
  }, [])
  const present = chosen !== null && (cameras ?? []).some((camera) => camera.deviceId === chosen)
  return [present ? chosen : null, choose]
}
