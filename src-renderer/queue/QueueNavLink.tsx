/** "Upload queue" in the header, with how many captures still have work ahead of them. */
import { useTranslation } from 'react-i18next'
import { useNavigation } from '../store/navigation'
import { activeCount } from './queueState'
import { useQueueList } from './useQueueList'

export function QueueNavLink() {
  const { t } = useTranslation()
  const openQueue = useNavigation((s) => s.openQueue)
  const onQueue = useNavigation((s) => s.screen.name === 'queue')
  const active = activeCount(useQueueList().items)
  return (
    <button
      type="button"
      className={onQueue ? 'button button-quiet nav-link nav-link-current' : 'button button-quiet nav-link'}
      data-testid="nav-queue"
      aria-current={onQueue ? 'page' : undefined}
      onClick={openQueue}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M12 15V4m0 0-4 4m4-4 4 4M5 14v4.5A1.5 1.5 0 0 0 6.5 20h11a1.5 1.5 0 0 0 1.5-1.5V14"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('nav.queue')}
      {active > 0 ? (
        <span
          className="badge"
          data-testid="nav-queue-badge"
          aria-label={t('nav.queueActive', { count: active })}
        >
          {active}
        </span>
      ) : null}
    </button>
  )
}
