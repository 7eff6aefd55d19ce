/** This subject's captures in the upload queue, newest first, with their live progress. */
import { useTranslation } from 'react-i18next'
import { QueueItemRow } from '../queue/QueueItemRow'
import { useQueueList } from '../queue/useQueueList'
import { Card } from '../ui'

export function SubjectCaptures({ subjectId }: { subjectId: string }) {
  const { t } = useTranslation()
  const { items, status } = useQueueList()
  const mine = items.filter((item) => item.subjectId === subjectId)

  return (
    <Card as="section" className="section-card" aria-labelledby="subject-captures-title">
      <div className="section-head">
        <h2 id="subject-captures-title">{t('subject.captures')}</h2>
      </div>
      {mine.length > 0 ? (
        <ul className="queue-list" data-testid="subject-captures">
          {mine.map((item) => (
            <QueueItemRow key={item.id} item={item} showSubject={false} />
          ))}
        </ul>
      ) : (
        <p className="section-empty muted" data-testid="subject-captures-empty">
          {status === 'error' ? t('queue.unavailable') : t('subject.noCaptures')}
        </p>
      )}
    </Card>
  )
}
