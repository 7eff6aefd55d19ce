/**
 * The outbox: every change to patients saved on this computer and not sent yet (OutboxSection), and every capture:
 * waiting, uploading, being analysed, done or stopped. Live.
 */
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../i18n/useErrorText'
import { ListCount } from '../../ui/lists/ListCount'
import { useNavigation, type Screen as ScreenRef } from '../../store/navigation'
import { ListCard } from '../../ui/lists/ListCard'
import { ListState } from '../../ui/lists/ListState'
import { Button, LinkButton, Screen, ScreenHead } from '../../ui'
import { activeCount } from '../../parts/queue/queueState'
import { QueueItemRow } from '../../parts/queue/QueueItemRow'
import { useQueueList } from '../../parts/queue/useQueueList'
import { QueueList } from '../../parts/queue/QueueList'
import { OutboxSection } from '../../parts/queue/OutboxSection'

export function QueueScreen({ back }: { back: ScreenRef }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { items, status, error, retry: reload } = useQueueList()
  const goBack = () => useNavigation.setState({ screen: back })
  const active = activeCount(items)

  return (
    <Screen aria-labelledby="queue-title">
      <div>
        <LinkButton size="small" data-testid="queue-back" onClick={goBack}>
          <span aria-hidden="true">‹ </span>
          {t('queue.back')}
        </LinkButton>
      </div>
      <ScreenHead
        title={t('queue.title')}
        titleId="queue-title"
        description={t('queue.subtitle')}
        side={
          <ListCount
            testId="queue-count"
            text={status === 'ready' ? t('queue.count', { count: items.length, active }) : null}
          />
        }
      />
      <OutboxSection />
      <ListCard>
        {status === 'error' ? (
          <ListState
            tone="error"
            testId="queue-error"
            title={t('queue.loadFailed')}
            text={errorText(error)}
            action={<Button onClick={reload}>{t('list.retry')}</Button>}
          />
        ) : status === 'ready' && items.length === 0 ? (
          <ListState testId="queue-empty" title={t('queue.empty')} text={t('queue.emptyHint')} />
        ) : (
          <QueueList aria-busy={status === 'loading'}>
            {items.map((item) => (
              <QueueItemRow key={item.id} item={item} />
            ))}
          </QueueList>
        )}
      </ListCard>
    </Screen>
  )
}
