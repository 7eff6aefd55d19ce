/** This subject's captures in the upload queue, newest first, with their live progress. */
import { useTranslation } from 'react-i18next'
import { QueueItemRow } from '../../parts/queue/QueueItemRow'
import { QueueList } from '../../parts/queue/QueueList'
import { useQueueList } from '../../parts/queue/useQueueList'
import { Section, SectionEmpty } from '../../ui'

export function SubjectCaptures({ subjectId }: { subjectId: string }) {
  const { t } = useTranslation()
  const { items, status } = useQueueList()
  const mine = items.filter((item) => item.subjectId === subjectId)

  return (
    <Section title={t('subject.captures')} titleId="subject-captures-title">
      {mine.length > 0 ? (
        <QueueList data-testid="subject-captures">
          {mine.map((item) => (
            <QueueItemRow key={item.id} item={item} showSubject={false} />
          ))}
        </QueueList>
      ) : (
        <SectionEmpty data-testid="subject-captures-empty">
          {status === 'error' ? t('queue.unavailable') : t('subject.noCaptures')}
        </SectionEmpty>
      )}
    </Section>
  )
}
