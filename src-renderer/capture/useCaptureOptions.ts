/** Whether this company may take triplets (the acne application is in private beta), asked once per screen. */
import { useEffect, useState } from 'react'
import { skin } from '../bridge/skin'

export type CaptureOptionsState =
  { status: 'loading' } | { status: 'ready'; tripletAvailable: boolean } | { status: 'error'; error: unknown }

export function useCaptureOptions(): CaptureOptionsState {
  const [state, setState] = useState<CaptureOptionsState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    skin.capture.options().then(
      ({ tripletAvailable }) => current && setState({ status: 'ready', tripletAvailable }),
      (error: unknown) => current && setState({ status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [])
  return state
}
