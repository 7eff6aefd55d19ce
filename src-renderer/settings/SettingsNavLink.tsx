/** "Settings" in the header. */
import { useTranslation } from 'react-i18next'
import { useNavigation } from '../store/navigation'

export function SettingsNavLink() {
  const { t } = useTranslation()
  const openSettings = useNavigation((s) => s.openSettings)
  const onSettings = useNavigation((s) => s.screen.name === 'settings')
  return (
    <button
      type="button"
      className={
        onSettings ? 'button button-quiet nav-link nav-link-current' : 'button button-quiet nav-link'
      }
      data-testid="settings-open"
      aria-current={onSettings ? 'page' : undefined}
      onClick={openSettings}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M12 2.8v2.4M12 18.8v2.4M21.2 12h-2.4M5.2 12H2.8M18.5 5.5l-1.7 1.7M7.2 16.8l-1.7 1.7M18.5 18.5l-1.7-1.7M7.2 7.2 5.5 5.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      {t('nav.settings')}
    </button>
  )
}
