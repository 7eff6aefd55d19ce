/** "Outbox" in the header, with how many captures and changes to patients still have work ahead of them. */
import { useTranslation } from 'react-i18next'
import { useNavigation } from '../../store/navigation'
import { Badge, Button, Icon } from '../../ui'
import { activeCount } from './queueState'
import { useQueueList } from './useQueueList'
import { useOutboxList } from './useOutboxList'
import styles from './queue.module.css'

export function QueueNavLink() {
  const { t } = useTranslation()
  const openQueue = useNavigation((s) => s.openQueue)
  const onQueue = useNavigation((s) => s.screen.name === 'queue')
  const captures = activeCount(useQueueList().items)
  const writes = useOutboxList().unsent
  const active = captures + writes
  return (
    <Button
      variant="quiet"
      className={styles.navLink}
      data-testid="nav-queue"
      aria-current={onQueue ? 'page' : undefined}
      onClick={openQueue}
    >
      <Icon name="upload" />
      {t('nav.queue')}
      {active > 0 ? (
        <Badge
          tone="accent"
          solid
          data-testid="nav-queue-badge"
          aria-label={
            writes > 0 ? t('nav.outboxWaiting', { count: active }) : t('nav.queueActive', { count: active })
          }
        >
          {active}
        </Badge>
      ) : null}
    </Button>
  )
}
