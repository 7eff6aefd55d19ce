/** The bar of "Keep available offline", with what it is saving now. */
import { useTranslation } from 'react-i18next'
import type { OfflineProgress } from '../../src-shared/contract'
import { keepPercent } from './keepProgress'

export function KeepOfflineProgress({ progress }: { progress: OfflineProgress | null }) {
  const { t } = useTranslation()
  const percent = progress ? keepPercent(progress) : 0
  const stage =
    progress?.stage === 'photos'
      ? t('offline.stage.photos', { done: progress.done, total: progress.total })
      : progress?.stage === 'report'
        ? t('offline.stage.report')
        : t('offline.stage.history')
  return (
    <div className="keep-progress">
      <div
        className="progress"
        role="progressbar"
        aria-label={t('offline.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={stage}
        data-testid="keep-offline-progress"
      >
        <span className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="keep-progress-stage muted" aria-live="polite">
        {stage}
      </p>
    </div>
  )
}
