/**
 * After how many minutes without use the privacy screen hides patient data (default 5; "Off" turns it off).
 * Saved as soon as it is changed; a value set by hand outside the choices is shown as a choice of its own.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PRIVACY_SCREEN_MINUTE_CHOICES } from '../../src-shared/domain/privacyScreen'
import { skin } from '../bridge/skin'
import { putAnswer } from '../data/putAnswer'
import { useChannel } from '../data/useChannel'
import { useErrorText } from '../i18n/useErrorText'

export function PrivacyPreference() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const preferences = useChannel('preferences.get', {})
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  /** The choice being saved, shown at once. */
  const [pending, setPending] = useState<number | null>(null)
  const minutes = preferences.data?.privacyScreenMinutes
  const shown = pending ?? minutes
  const choices: number[] = [...PRIVACY_SCREEN_MINUTE_CHOICES]
  if (shown !== undefined && !choices.includes(shown)) choices.push(shown)
  choices.sort((a, b) => a - b)

  const choose = async (next: number) => {
    setPending(next)
    setBusy(true)
    setSaved(false)
    setFailure(null)
    try {
      putAnswer('preferences.get', {}, await skin.preferences.set({ privacyScreenMinutes: next }))
      setSaved(true)
    } catch (e) {
      setFailure(errorText(e))
    } finally {
      setPending(null)
      setBusy(false)
    }
  }

  return (
    <section className="card section-card" aria-labelledby="privacy-preference-title">
      <div className="section-head">
        <h2 id="privacy-preference-title">{t('privacy.settingTitle')}</h2>
      </div>
      <div className="settings-body settings-privacy">
        <div className="field">
          <label htmlFor="privacyScreenMinutes">{t('privacy.settingLabel')}</label>
          <select
            id="privacyScreenMinutes"
            data-testid="privacy-minutes"
            value={shown ?? ''}
            disabled={busy || minutes === undefined}
            aria-describedby="privacyScreenMinutes-hint"
            onChange={(e) => void choose(Number(e.target.value))}
          >
            {shown === undefined ? <option value="" /> : null}
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 0 ? t('privacy.off') : t('privacy.minutes', { count: choice })}
              </option>
            ))}
          </select>
        </div>
        <p className="field-hint" id="privacyScreenMinutes-hint">
          {t('privacy.settingExplained')}
        </p>
        {failure ? (
          <p className="field-error" role="alert" data-testid="privacy-minutes-error">
            {failure}
          </p>
        ) : saved ? (
          <p className="settings-saved" role="status" data-testid="privacy-minutes-saved">
            {t('settings.saved')}
          </p>
        ) : null}
      </div>
    </section>
  )
}
