/** Shown on every screen once the service refused the stored key; the screen below stays as it was. */
import { useTranslation } from 'react-i18next'
import { useSession } from '../store/session'

export function KeyRejectedBanner() {
  const { t } = useTranslation()
  const openReplaceKey = useSession((s) => s.openReplaceKey)
  return (
    <div className="banner banner-error" role="alert" data-testid="key-rejected">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 3 2 20h20L12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M12 10v4M12 17v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <p>{t('errors.key_rejected')}</p>
      <button type="button" className="button button-small" onClick={openReplaceKey}>
        {t('banner.enterNewKey')}
      </button>
    </div>
  )
}
