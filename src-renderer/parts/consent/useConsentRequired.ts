/** Whether this clinic records photo consent in the app before a capture (Settings; on unless switched off). */
import { useChannel } from '../../data/useChannel'

export function useConsentRequired(): { known: boolean; required: boolean } {
  const preferences = useChannel('preferences.get', {})
  return { known: preferences.status !== 'loading', required: preferences.data?.photoConsentRequired ?? true }
}
