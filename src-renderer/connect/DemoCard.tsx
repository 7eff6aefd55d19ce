/** The first choice: the demo service that runs on this computer. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { skin } from '../bridge/skin'
import { useErrorText } from '../i18n/useErrorText'
import { applyStatus } from '../session/applyStatus'

const demoPoints = ['samples', 'offline', 'noAccount'] as const

export function DemoCard() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const start = async () => {
    setBusy(true)
    setError(null)
    try {
      applyStatus(await skin.auth.connectDemo())
    } catch (e) {
      setError(e)
      setBusy(false)
    }
  }

  return (
    <section className="card choice-card" aria-labelledby="demo-title">
      <div className="choice-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22">
          <rect
            x="3"
            y="4"
            width="18"
            height="12"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <path d="M8 20h8M12 16v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </div>
      <h2 id="demo-title">{t('connect.demo.title')}</h2>
      <p className="muted">{t('connect.demo.body')}</p>
      <ul className="choice-points">
        {demoPoints.map((point) => (
          <li key={point}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path
                d="m3.5 8.5 3 3 6-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t(`connect.demo.points.${point}`)}
          </li>
        ))}
      </ul>
      {error ? (
        <div className="alert alert-error" role="alert" data-testid="demo-error">
          {errorText(error)}
        </div>
      ) : null}
      <div className="choice-actions">
        <button
          type="button"
          className="button button-primary"
          data-testid="connect-demo"
          onClick={() => void start()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? t('connect.demo.busy') : t('connect.demo.button')}
        </button>
      </div>
    </section>
  )
}
