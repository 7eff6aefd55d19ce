/**
 * The live stream of one camera at 1920×1080 or the closest it offers, and why there is none: permission
 * denied, no camera, or the camera busy in another program. Stops the camera when the screen closes.
 */
import { useEffect, useState } from 'react'

export type CameraProblem = 'denied' | 'missing' | 'busy' | 'failed'

export type CameraStream =
  | { status: 'starting' }
  | { status: 'live'; stream: MediaStream; deviceId: string | null }
  | { status: 'problem'; problem: CameraProblem }

export function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'missing'
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy'
  return 'failed'
}

/** `deviceId` null: the system's default camera. `enabled` false: no camera wanted (nothing left to take). */
export function useCameraStream(deviceId: string | null, enabled: boolean, attempt: number): CameraStream {
  const [state, setState] = useState<CameraStream>({ status: 'starting' })

  useEffect(() => {
    if (!enabled) return
    let stream: MediaStream | null = null
    let current = true
    setState({ status: 'starting' })
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'problem', problem: 'missing' })
      return
    }
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: {
          ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
          width: { ideal: 1920 },
          height: { ideal: 1080 },
        },
      })
      .then(
        (opened) => {
          if (!current) {
            opened.getTracks().forEach((track) => track.stop())
            return
          }
          stream = opened
          const settings = opened.getVideoTracks()[0]?.getSettings()
          setState({ status: 'live', stream: opened, deviceId: settings?.deviceId ?? deviceId })
        },
        (error: unknown) => {
          if (current) setState({ status: 'problem', problem: problemOf(error) })
        },
      )
    return () => {
      current = false
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [deviceId, enabled, attempt])

  return state
}
