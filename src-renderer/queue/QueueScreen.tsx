/** Every capture saved on this computer: waiting, uploading, being analysed, done or stopped. Live. */
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../i18n/useErrorText'
import { ListCount } from '../lists/ListCount'
import { useNavigation, type Screen } from '../store/navigation'
import { Button, Card } from '../ui'
import { activeCount } from './queueState'
import { QueueItemRow } from './QueueItemRow'
import { useQueueList } from './useQueueList'
import styles from './queue.module.css'

export function QueueScreen({ back }: { back: Screen }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { items, status, error, retry: reload } = useQueueList()
  const goBack = () => useNavigation.setState({ screen: back })
  const active = activeCount(items)

  return (
    <section className="screen" aria-labelledby="queue-title">
      <div>
        <button type="button" className="row-link back-link" data-testid="queue-back" onClick={goBack}>
          <span aria-hidden="true">‹ </span>
          {t('queue.back')}
        </button>
      </div>
      <div className="screen-head">
        <div>
          <h1 id="queue-title">{t('queue.title')}</h1>
          <p className="muted">{t('queue.subtitle')}</p>
        </div>
        <ListCount
          testId="queue-count"
          text={status === 'ready' ? t('queue.count', { count: items.length, active }) : null}
        />
      </div>
      <Card className={styles.listCard}>
        {status === 'error' ? (
          <div className="list-state list-state-error" role="alert" data-testid="queue-error">
            <p className="list-state-title">{t('queue.loadFailed')}</p>
            <p className="muted">{errorText(error)}</p>
            <Button onClick={reload}>{t('list.retry')}</Button>
          </div>
        ) : status === 'ready' && items.length === 0 ? (
          <div className="list-state" role="status" data-testid="queue-empty">
            <p className="list-state-title">{t('queue.empty')}</p>
            <p className="muted">{t('queue.emptyHint')}</p>
          </div>
        ) : (
          <ul className="queue-list" aria-busy={status === 'loading'}>
            {items.map((item) => (
              <QueueItemRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  )
}
