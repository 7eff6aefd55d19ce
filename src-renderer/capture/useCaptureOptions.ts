/** Whether this company may take triplets (the acne application is in private beta). */
import { useChannel } from '../data/useChannel'

export type CaptureOptionsState =
  { status: 'loading' } | { status: 'ready'; tripletAvailable: boolean } | { status: 'error'; error: unknown }

export function useCaptureOptions(): CaptureOptionsState {
  const options = useChannel('capture.options', {})
  if (options.status === 'error') return { status: 'error', error: options.error }
  if (!options.data) return { status: 'loading' }
  return { status: 'ready', tripletAvailable: options.data.tripletAvailable }
}
