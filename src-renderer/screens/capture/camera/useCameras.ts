/** The cameras this computer has, kept current when one is plugged in or out. Labels appear once allowed. */
import { useCallback, useEffect, useState } from 'react'

export type Camera = { deviceId: string; label: string }

export function useCameras(): { cameras: Camera[] | null; refresh: () => void } {
  const [cameras, setCameras] = useState<Camera[] | null>(null)

  const refresh = useCallback(() => {
    if (!navigator.mediaDevices?.enumerateDevices) {
      setCameras([])
      return
    }
    navigator.mediaDevices.enumerateDevices().then(
      (devices) =>
        setCameras(
          devices
            .filter((device) => device.kind === 'videoinput')
            .map((device) => ({ deviceId: device.deviceId, label: device.label })),
        ),
      () => setCameras([]),
    )
  }, [])

  useEffect(() => {
    refresh()
    const devices = navigator.mediaDevices
    devices?.addEventListener('devicechange', refresh)
    return () => devices?.removeEventListener('devicechange', refresh)
  }, [refresh])

  return { cameras, refresh }
}
