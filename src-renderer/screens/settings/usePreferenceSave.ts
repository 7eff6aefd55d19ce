/**
 * Saving one preference as soon as it is changed: the choice being saved (shown at once), busy, "Saved", or
 * the error in words. The answer goes where every screen reads the preferences.
 */
import { useState } from 'react'
import type { PreferencesChange } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { putAnswer } from '../../data/putAnswer'
import { useErrorText } from '../../i18n/useErrorText'

export function usePreferenceSave<T>(toChange: (value: T) => PreferencesChange) {
  const errorText = useErrorText()
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState<T | null>(null)

  const save = async (next: T) => {
    setPending(next)
    setBusy(true)
    setSaved(false)
    setFailure(null)
    try {
      putAnswer('preferences.get', {}, await skin.preferences.set(toChange(next)))
      setSaved(true)
    } catch (e) {
      setFailure(errorText(e))
    } finally {
      setPending(null)
      setBusy(false)
    }
  }
  return { busy, saved, failure, pending, save }
}
