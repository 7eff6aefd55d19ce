/** The outbox's writes on the outbox screen, above the captures; nothing when there are none. */
import { useTranslation } from 'react-i18next'
import { ListCard } from '../../ui/lists/ListCard'
import { Text } from '../../ui'
import { OutboxItemRow } from './OutboxItemRow'
import { QueueList } from './QueueList'
import { useOutboxList } from './useOutboxList'
import styles from './queue.module.css'

export function OutboxSection() {
  const { t } = useTranslation()
  const { items } = useOutboxList()
  if (items.length === 0) return null
  return (
    <section aria-labelledby="outbox-title" className={styles.outbox} data-testid="outbox">
      <h2 id="outbox-title" className={styles.outboxTitle}>
        {t('queue.outboxTitle')}
      </h2>
      <Text tone="muted">{t('queue.outboxHint')}</Text>
      <ListCard>
        <QueueList>
          {items.map((item) => (
            <OutboxItemRow key={item.id} item={item} />
          ))}
        </QueueList>
      </ListCard>
    </section>
  )
}
