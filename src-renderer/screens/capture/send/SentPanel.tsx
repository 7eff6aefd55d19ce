/** After Send: the capture is safe on this computer; its upload shows here live, with where to go next. */
import { useTranslation } from 'react-i18next'
import type { QueueItem } from '../../../../src-shared/contract'
import { QueueItemRow } from '../../../parts/queue/QueueItemRow'
import { QueueList } from '../../../parts/queue/QueueList'
import { useQueueList } from '../../../parts/queue/useQueueList'
import { useNavigation } from '../../../store/navigation'
import { Button, Card, Icon, Text } from '../../../ui'
import styles from './SentPanel.module.css'

type Props = { item: QueueItem; onNewCapture: () => void; onOpenSubject: () => void }

export function SentPanel({ item, onNewCapture, onOpenSubject }: Props) {
  const { t } = useTranslation()
  const openQueue = useNavigation((s) => s.openQueue)
  const live = useQueueList().items.find((other) => other.id === item.id) ?? item
  return (
    <Card as="section" className={styles.panel} data-testid="capture-sent" aria-labelledby="sent-title">
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="check" size={22} />
        </span>
        <div>
          <h2 id="sent-title">{t('sent.title')}</h2>
          <Text tone="muted" className={styles.body}>
            {t('sent.body')}
          </Text>
        </div>
      </div>
      <QueueList>
        <QueueItemRow item={live} showSubject={false} />
      </QueueList>
      <div className={styles.actions}>
        <Button data-testid="sent-open-queue" onClick={openQueue}>
          {t('sent.openQueue')}
        </Button>
        <Button data-testid="sent-open-subject" onClick={onOpenSubject}>
          {t('sent.backToSubject')}
        </Button>
        <Button variant="primary" data-testid="sent-new-capture" onClick={onNewCapture}>
          {t('sent.newCapture')}
        </Button>
      </div>
    </Card>
  )
}
