/** The bar of "Keep available offline", with what it is saving now. */
import { useTranslation } from 'react-i18next'
import type { OfflineProgress } from '../../../src-shared/contract'
import { Text } from '../../ui'
import { keepPercent } from './keepProgress'
import styles from './offline.module.css'

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
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('offline.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={stage}
        data-testid="keep-offline-progress"
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <Text tone="muted" className={styles.stage} aria-live="polite">
        {stage}
      </Text>
    </div>
  )
}
