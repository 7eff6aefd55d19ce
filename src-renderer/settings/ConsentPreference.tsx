/**
 * Whether a photo may be taken only once the patient's consent is confirmed (on by default; a clinic that records
 * consent elsewhere turns it off). Saved as soon as it is changed.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { skin } from '../bridge/skin'
import { putAnswer } from '../data/putAnswer'
import { useChannel } from '../data/useChannel'
import { useErrorText } from '../i18n/useErrorText'

export function ConsentPreference() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const preferences = useChannel('preferences.get', {})
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  /** The choice being saved, shown at once. */
  const [pending, setPending] = useState<boolean | null>(null)
  const required = preferences.data?.photoConsentRequired

  const toggle = async (next: boolean) => {
    setPending(next)
    setBusy(true)
    setSaved(false)
    setFailure(null)
    try {
      putAnswer('preferences.get', {}, await skin.preferences.set({ photoConsentRequired: next }))
      setSaved(true)
    } catch (e) {
      setFailure(errorText(e))
    } finally {
      setPending(null)
      setBusy(false)
    }
  }

  return (
    <section className="card section-card" aria-labelledby="consent-preference-title">
      <div className="section-head">
        <h2 id="consent-preference-title">{t('settings.consentTitle')}</h2>
      </div>
      <div className="settings-body settings-consent">
        <div className="settings-check">
          <input
            type="checkbox"
            id="photoConsentRequired"
            data-testid="photo-consent-required"
            checked={pending ?? required ?? true}
            disabled={busy || required === undefined}
            aria-describedby="photoConsentRequired-hint"
            onChange={(e) => void toggle(e.target.checked)}
          />
          <label htmlFor="photoConsentRequired">{t('settings.consentRequired')}</label>
        </div>
        <p className="field-hint" id="photoConsentRequired-hint">
          {t('settings.consentExplained')}
        </p>
        {failure ? (
          <p className="field-error" role="alert" data-testid="photo-consent-error">
            {failure}
          </p>
        ) : saved ? (
          <p className="settings-saved" role="status" data-testid="photo-consent-saved">
            {t('settings.saved')}
          </p>
        ) : null}
      </div>
    </section>
  )
}
