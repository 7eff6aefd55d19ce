/**
 * How long the cached photos and results of a patient nobody opens are kept on this workstation (storage
 * limitation); patients kept offline stay until their keep is removed. Saved as soon as it is changed. Its
 * explanation (`cacheRetentionDays-hint`) is the storage section's.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RETENTION_DAY_CHOICES } from '../../src-shared/contractValues'
import { skin } from '../bridge/skin'
import { putAnswer } from '../data/putAnswer'
import { useChannel } from '../data/useChannel'
import { useErrorText } from '../i18n/useErrorText'

export function RetentionPreference() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const preferences = useChannel('preferences.get', {})
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const days = preferences.data?.cacheRetentionDays

  const choose = async (next: number) => {
    setBusy(true)
    setSaved(false)
    setFailure(null)
    try {
      putAnswer('preferences.get', {}, await skin.preferences.set({ cacheRetentionDays: next }))
      setSaved(true)
    } catch (e) {
      setFailure(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="settings-retention">
      <label className="control" htmlFor="cacheRetentionDays">
        <span>{t('settings.retention')}</span>
        <select
          id="cacheRetentionDays"
          data-testid="cache-retention-days"
          value={days ?? ''}
          disabled={busy || days === undefined}
          aria-describedby="cacheRetentionDays-hint"
          onChange={(e) => void choose(Number(e.target.value))}
        >
          {days === undefined ? <option value="">…</option> : null}
          {RETENTION_DAY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t('settings.retentionDays', { count: choice })}
            </option>
          ))}
        </select>
      </label>
      {failure ? (
        <p className="field-error" role="alert" data-testid="cache-retention-error">
          {failure}
        </p>
      ) : saved ? (
        <p className="settings-saved" role="status" data-testid="cache-retention-saved">
          {t('settings.saved')}
        </p>
      ) : null}
    </div>
  )
}
