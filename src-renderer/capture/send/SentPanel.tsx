/** After Send: the capture is safe on this computer; its upload shows here live, with where to go next. */
import { useTranslation } from 'react-i18next'
import type { QueueItem } from '../../../src-shared/contract'
import { QueueItemRow } from '../../queue/QueueItemRow'
import { useQueueList } from '../../queue/useQueueList'
import { useNavigation } from '../../store/navigation'

type Props = { item: QueueItem; onNewCapture: () => void; onOpenSubject: () => void }

export function SentPanel({ item, onNewCapture, onOpenSubject }: Props) {
  const { t } = useTranslation()
  const openQueue = useNavigation((s) => s.openQueue)
  const live = useQueueList().items.find((other) => other.id === item.id) ?? item
  return (
    <section className="card sent-panel" data-testid="capture-sent" aria-labelledby="sent-title">
      <div className="sent-head">
        <span className="sent-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22">
            <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </span>
        <div>
          <h2 id="sent-title">{t('sent.title')}</h2>
          <p className="muted">{t('sent.body')}</p>
        </div>
      </div>
      <ul className="queue-list">
        <QueueItemRow item={live} showSubject={false} />
      </ul>
      <div className="sent-actions">
        <button type="button" className="button" data-testid="sent-open-queue" onClick={openQueue}>
          {t('sent.openQueue')}
        </button>
        <button type="button" className="button" data-testid="sent-open-subject" onClick={onOpenSubject}>
          {t('sent.backToSubject')}
        </button>
        <button
          type="button"
          className="button button-primary"
          data-testid="sent-new-capture"
          onClick={onNewCapture}
        >
          {t('sent.newCapture')}
        </button>
      </div>
    </section>
  )
}
