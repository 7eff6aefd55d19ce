/**
 * One capture in the upload queue: whose, what state, each side's upload, what went wrong, and what can be done
 * (retry, cancel, retake a rejected side, open the subject once results are ready).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { QueueItem } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { formatDateTime } from '../../format/dates'
import { errorMessageFor } from '../../i18n/errorKey'
import { useErrorText } from '../../i18n/useErrorText'
import { useNavigation, type SubjectTarget } from '../../store/navigation'
import { Badge, Button, Icon, LinkButton, Spinner, Text } from '../../ui'
import { canCancel, canRetry, outcomeOf, sortedSides } from './queueState'
import { putQueueItem } from './useQueueList'
import { RejectedSides } from './RejectedSides'
import { RetryNotice } from './RetryNotice'
import { SideProgress } from './SideProgress'
import { stateTone, type BadgeState } from './stateTone'
import styles from './queue.module.css'

export function QueueItemRow({ item, showSubject = true }: { item: QueueItem; showSubject?: boolean }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const openSubject = useNavigation((s) => s.openSubject)
  const [busy, setBusy] = useState(false)
  const [actionError, setActionError] = useState<unknown>(null)
  const target: SubjectTarget = {
    datasetId: item.datasetId,
    subjectId: item.subjectId,
    datasetName: null,
    subjectName: item.subjectName,
  }

  const act = async (action: 'retry' | 'cancel') => {
    setBusy(true)
    setActionError(null)
    try {
      putQueueItem(await skin.queue[action]({ captureId: item.id }))
    } catch (e) {
      setActionError(e)
    } finally {
      setBusy(false)
    }
  }

  const problem = item.problem ? errorMessageFor(item.problem.code, item.problem.params) : null
  const outcome = outcomeOf(item)
  const someResults = outcome === 'analysed' || outcome === 'partly'
  const hasActions = someResults || canRetry(item) || canCancel(item)
  const badge: BadgeState = item.retry ? 'retrying' : outcome && outcome !== 'analysed' ? outcome : item.state
  return (
    <li
      className={styles.item}
      data-testid="queue-item"
      data-state={item.state}
      data-outcome={outcome ?? undefined}
    >
      <div className={styles.head}>
        <div className={styles.title}>
          {showSubject ? <strong>{item.subjectName ?? t('queue.unnamedSubject')}</strong> : null}
          <Text as="span" tone="muted">
            {t(`capture.mode.${item.mode}`)} · {formatDateTime(item.createdAt, i18n.resolvedLanguage ?? 'en')}
          </Text>
        </div>
        <Badge tone={stateTone(badge)} data-testid="queue-state">
          {!item.retry && (item.state === 'uploading' || item.state === 'processing') ? (
            <Spinner size="small" />
          ) : null}
          {t(`queue.state.${badge}`)}
        </Badge>
      </div>
      <div className={styles.sides}>
        {sortedSides(item).map((side) => (
          <SideProgress key={side.side} side={side} />
        ))}
      </div>
      {item.state === 'processing' && item.analyses && item.analyses.total > 0 ? (
        <Text tone="muted" data-testid="queue-analyses">
          {t('queue.analysesReady', { ready: item.analyses.ready, count: item.analyses.total })}
        </Text>
      ) : null}
      {item.retry ? <RetryNotice retry={item.retry} /> : null}
      {problem ? (
        <p className={styles.problem} data-testid="queue-problem">
          {t(problem.key, problem.params)}
        </p>
      ) : null}
      <RejectedSides item={item} />
      {actionError ? (
        <p className={styles.problem} role="alert">
          {errorText(actionError)}
        </p>
      ) : null}
      {hasActions ? (
        <div className={styles.actions}>
          {someResults ? (
            <p className={styles.done} data-testid="queue-results">
              <Icon name="check" />
              {outcome === 'partly'
                ? t('queue.resultsReadyFor', {
                    sides: sortedSides(item)
                      .filter((side) => !item.rejected.some((r) => r.side === side.side))
                      .map((side) => t(`capture.side.${side.side}`))
                      .join(', '),
                  })
                : t('queue.resultsReady')}
              {showSubject ? (
                <LinkButton data-testid="queue-open-subject" onClick={() => openSubject(target)}>
                  {t('queue.openSubject', { name: item.subjectName ?? t('queue.unnamedSubject') })}
                </LinkButton>
              ) : null}
            </p>
          ) : null}
          <span className={styles.buttons}>
            {canRetry(item) ? (
              <Button
                size="small"
                data-testid="queue-retry"
                disabled={busy}
                onClick={() => void act('retry')}
              >
                {t('queue.retry')}
              </Button>
            ) : null}
            {canCancel(item) ? (
              <Button
                variant="quiet"
                size="small"
                data-testid="queue-cancel"
                disabled={busy}
                onClick={() => void act('cancel')}
              >
                {t('queue.cancel')}
              </Button>
            ) : null}
          </span>
        </div>
      ) : null}
    </li>
  )
}
