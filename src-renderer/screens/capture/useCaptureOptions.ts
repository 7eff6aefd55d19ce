/**
 * Whether triplets can be taken: the company has the acne application (private beta), or the dataset's analysis
 * takes front, left and right photos (Face Skin Analysis 3.0).
 */
import { useChannel } from '../../data/useChannel'

export type CaptureOptionsState =
  { status: 'loading' } | { status: 'ready'; tripletAvailable: boolean } | { status: 'error'; error: unknown }

export function useCaptureOptions(datasetId: string): CaptureOptionsState {
  const options = useChannel('capture.options', {})
  const analysis = useChannel('capture.analysis', { datasetId })
  if (analysis.data?.takesTriplet) return { status: 'ready', tripletAvailable: true }
  if (options.status === 'error') return { status: 'error', error: options.error }
  if (!options.data) return { status: 'loading' }
  return { status: 'ready', tripletAvailable: options.data.tripletAvailable }
}
