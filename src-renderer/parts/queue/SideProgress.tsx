/** One side's upload: a bar in bytes, and "2.1 of 3.4 MB" beside it. */
import { useTranslation } from 'react-i18next'
import type { QueueItem } from '../../../src-shared/contract'
import { formatMegabytes } from '../../format/bytes'
import { cx } from '../../ui/classNames'
import { sideProgress } from './queueState'
import styles from './queue.module.css'

export function SideProgress({ side }: { side: QueueItem['sides'][number] }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const share = sideProgress(side)
  const sent = side.uploaded ? side.bytes : Math.min(side.sentBytes, side.bytes)
  return (
    <div className={styles.side}>
      <span className={styles.sideLabel}>{t(`capture.side.${side.side}`)}</span>
      <div
        className={cx(styles.bar, side.uploaded && styles.barDone)}
        role="progressbar"
        data-testid={`progress-${side.side}`}
        aria-label={t('queue.progressLabel', { side: t(`capture.side.${side.side}`) })}
        aria-valuemin={0}
        aria-valuemax={side.bytes}
        aria-valuenow={sent}
      >
        <span className={styles.fill} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <span className={styles.sideBytes}>
        {side.uploaded
          ? t('queue.uploaded')
          : t('queue.bytesOf', {
              sent: formatMegabytes(sent, language),
              total: formatMegabytes(side.bytes, language),
            })}
      </span>
    </div>
  )
}
