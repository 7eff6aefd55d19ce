/** What is still missing, or "Send for analysis": the capture is saved on this computer and queued. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptureMode, QueueItem } from '../../../../src-shared/contract'
import { skin } from '../../../bridge/skin'
import { useErrorText } from '../../../i18n/useErrorText'
import { putQueueItem } from '../../../parts/queue/useQueueList'
import type { SubjectTarget } from '../../../store/navigation'
import { Alert, Button } from '../../../ui'
import { cx } from '../../../ui/classNames'
import { canSend, missingSides, needsOverride, type Photo } from '../photos/photoSet'
import styles from './SendBar.module.css'
import { shotsOf } from './shotsOf'

type Props = { mode: CaptureMode; photos: Photo[]; target: SubjectTarget; onSent: (item: QueueItem) => void }

export function SendBar({ mode, photos, target, onSent }: Props) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const ready = canSend(photos, mode)
  const missing = missingSides(photos, mode)

  const status = ready
    ? t('review.ready', { count: photos.length })
    : photos.some((p) => p.status === 'reading')
      ? t('review.checking')
      : missing.length > 0
        ? t('review.missing', { sides: missing.map((side) => t(`capture.side.${side}`)).join(', ') })
        : photos.some(needsOverride)
          ? t('review.acceptFirst', {
              sides: photos
                .filter(needsOverride)
                .map((photo) => t(`capture.side.${photo.side}`))
                .join(', '),
            })
          : t('review.fixFirst')

  const send = async () => {
    setSending(true)
    setError(null)
    try {
      const item = await skin.capture.submit({
        datasetId: target.datasetId,
        subjectId: target.subjectId,
        mode,
        shots: shotsOf(photos),
      })
      putQueueItem({ ...item, subjectName: item.subjectName ?? target.subjectName })
      onSent(item)
    } catch (e) {
      setError(e)
      setSending(false)
    }
  }

  return (
    <div className={styles.area}>
      {error ? (
        <Alert tone="error" data-testid="send-error">
          {errorText(error)}
        </Alert>
      ) : null}
      <div className={styles.bar}>
        <p className={cx(styles.status, ready && styles.ready)} data-testid="send-status">
          {status}
        </p>
        <Button
          variant="primary"
          size="large"
          data-testid="send-capture"
          disabled={!ready}
          busy={sending}
          onClick={() => void send()}
        >
          {sending ? t('review.sending') : t('review.send')}
        </Button>
      </div>
    </div>
  )
}
