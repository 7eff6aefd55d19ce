/**
 * "Keep available offline": saves this subject's history, photos and a PDF report on this workstation, so they
 * open without a connection. Shows how far it has got (also after leaving and coming back) and when it was saved.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusyAction } from '../../ui/feedback/useBusyAction'
import { skin } from '../../bridge/skin'
import { putAnswer } from '../../data/putAnswer'
import { useChannel } from '../../data/useChannel'
import { formatDateTime } from '../../format/dates'
import { errorMessageFor } from '../../i18n/errorKey'
import { useErrorText } from '../../i18n/useErrorText'
import { Button, Card, Text } from '../../ui'
import { KeepOfflineProgress } from './KeepOfflineProgress'
import { isKeeping } from './keepProgress'
import { useOfflineProgress } from '../../store/offlineProgressStore'
import styles from './offline.module.css'

export function KeepOfflineCard({ datasetId, subjectId }: { datasetId: string; subjectId: string }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const language = i18n.resolvedLanguage ?? 'en'
  const progress = useOfflineProgress((s) => s.bySubject[subjectId] ?? null)
  const kept = useChannel('offline.status', { subjectId }).data ?? null
  const [error, setError] = useState<unknown>(null)
  const { busy, run } = useBusyAction(setError)
  const keeping = busy || isKeeping(progress)
  const failure = progress?.stage === 'failed' ? progress.error : null
  const failureMessage = failure ? errorMessageFor(failure.code, failure.params) : null
  const problem = error
    ? errorText(error)
    : failureMessage
      ? t(failureMessage.key, failureMessage.params)
      : null

  const keep = () =>
    run(async () =>
      putAnswer(
        'offline.status',
        { subjectId },
        await skin.offline.keep({ datasetId, subjectId, locale: null }),
      ),
    )

  return (
    <Card as="section" className={styles.card} aria-labelledby="keep-offline-title">
      <div className={styles.text}>
        <h2 id="keep-offline-title">{t('offline.title')}</h2>
        {kept ? (
          <p className={styles.status} data-testid="keep-offline-status">
            <span className={styles.dot} aria-hidden="true" />
            {t('offline.kept', { date: formatDateTime(kept.keptAt, language) ?? '' })}
            <Text as="span" tone="muted">
              {' · '}
              {t('offline.visits', { count: kept.visits })}, {t('offline.photos', { count: kept.photos })}
            </Text>
          </p>
        ) : (
          <Text tone="muted">{t('offline.explained')}</Text>
        )}
        {keeping ? <KeepOfflineProgress progress={progress} /> : null}
        {problem && !keeping ? (
          <Text tone="danger" size="sm" role="alert" data-testid="keep-offline-error">
            {problem}
          </Text>
        ) : null}
      </div>
      <Button data-testid="keep-offline" onClick={() => void keep()} busy={keeping}>
        {kept ? t('offline.update') : t('offline.keep')}
      </Button>
    </Card>
  )
}
