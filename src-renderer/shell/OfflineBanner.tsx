/** Shown while main cannot reach the service: what is on screen was saved on this workstation, and when. */
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../format/dates'

export function OfflineBanner({ lastOnlineAt }: { lastOnlineAt: string | null }) {
  const { t, i18n } = useTranslation()
  const when = formatDateTime(lastOnlineAt, i18n.resolvedLanguage ?? 'en')
  return (
    <div className="banner banner-warning" role="status" data-testid="offline">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M3 8.5a14 14 0 0 1 18 0M6.5 12a9 9 0 0 1 11 0M10 15.5a4 4 0 0 1 4 0M12 19h.01M4 4l16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <p>{when ? t('banner.offlineSince', { time: when }) : t('banner.offlineLocal')}</p>
    </div>
  )
}
