/**
 * One capture in the upload queue: whose, what state, each side's upload, what went wrong, and what can be done
 * (retry, cancel, retake a rejected side, open the subject once results are ready).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { QueueItem } from '../../src-shared/contract'
import { skin } from '../bridge/skin'
import { formatDateTime } from '../format/dates'
import { errorMessageFor } from '../i18n/errorKey'
import { useErrorText } from '../i18n/useErrorText'
import { useNavigation, type SubjectTarget } from '../store/navigation'
import { canCancel, canRetry, outcomeOf, sortedSides } from './queueState'
import { putQueueItem } from './useQueueList'
import { RejectedSides } from './RejectedSides'
import { RetryNotice } from './RetryNotice'
import { SideProgress } from './SideProgress'

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
  const badge = item.retry ? 'retrying' : outcome && outcome !== 'analysed' ? outcome : item.state
  return (
    <li
      className={`queue-item queue-item-${outcome === 'analysisFailed' ? 'failed' : item.state}`}
      data-testid="queue-item"
      data-state={item.state}
      data-outcome={outcome ?? undefined}
    >
      <div className="queue-item-head">
        <div className="queue-item-title">
          {showSubject ? <strong>{item.subjectName ?? t('queue.unnamedSubject')}</strong> : null}
          <span className="muted">
            {t(`capture.mode.${item.mode}`)} · {formatDateTime(item.createdAt, i18n.resolvedLanguage ?? 'en')}
          </span>
        </div>
        <span className={`state-badge state-${badge}`} data-testid="queue-state">
          {!item.retry && (item.state === 'uploading' || item.state === 'processing') ? (
            <span className="spinner spinner-small" aria-hidden="true" />
          ) : null}
          {t(`queue.state.${badge}`)}
        </span>
      </div>
      <div className="queue-sides">
        {sortedSides(item).map((side) => (
          <SideProgress key={side.side} side={side} />
        ))}
      </div>
      {item.state === 'processing' && item.analyses && item.analyses.total > 0 ? (
        <p className="muted queue-analyses" data-testid="queue-analyses">
          {t('queue.analysesReady', { ready: item.analyses.ready, count: item.analyses.total })}
        </p>
      ) : null}
      {item.retry ? <RetryNotice retry={item.retry} /> : null}
      {problem ? (
        <p className="queue-problem" data-testid="queue-problem">
          {t(problem.key, problem.params)}
        </p>
      ) : null}
      <RejectedSides item={item} />
      {actionError ? (
        <p className="queue-problem" role="alert">
          {errorText(actionError)}
        </p>
      ) : null}
      {hasActions ? (
        <div className="queue-item-actions">
          {someResults ? (
            <p className="queue-done" data-testid="queue-results">
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              {outcome === 'partly'
                ? t('queue.resultsReadyFor', {
                    sides: sortedSides(item)
                      .filter((side) => !item.rejected.some((r) => r.side === side.side))
                      .map((side) => t(`capture.side.${side.side}`))
                      .join(', '),
                  })
                : t('queue.resultsReady')}
              {showSubject ? (
                <button
                  type="button"
                  className="row-link"
                  data-testid="queue-open-subject"
                  onClick={() => openSubject(target)}
                >
                  {t('queue.openSubject', { name: item.subjectName ?? t('queue.unnamedSubject') })}
                </button>
              ) : null}
            </p>
          ) : null}
          <span className="queue-item-buttons">
            {canRetry(item) ? (
              <button
                type="button"
                className="button button-small"
                data-testid="queue-retry"
                disabled={busy}
                onClick={() => void act('retry')}
              >
                {t('queue.retry')}
              </button>
            ) : null}
            {canCancel(item) ? (
              <button
                type="button"
                className="button button-small button-quiet"
                data-testid="queue-cancel"
                disabled={busy}
                onClick={() => void act('cancel')}
              >
                {t('queue.cancel')}
              </button>
            ) : null}
          </span>
        </div>
      ) : null}
    </li>
  )
}
