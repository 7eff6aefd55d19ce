/** Sides the service could not analyse (is_ok false): its reason, and a way to take them again. */
import { useTranslation } from 'react-i18next'
import type { QueueItem } from '../../../src-shared/contract'
import { inSideOrder } from '../../../src-shared/domain/sides'
import { useNavigation } from '../../store/navigation'
import { Button } from '../../ui'
import styles from './queue.module.css'

/** The service's known reasons, translated; anything else is shown as the service wrote it (none: said so). */
const knownReasons: Record<string, string> = {
  '': 'queue.reason.none',
  'No face detected': 'queue.reason.noFace',
  'Not full face': 'queue.reason.notFullFace',
}

export function RejectedSides({ item }: { item: QueueItem }) {
  const { t } = useTranslation()
  const openCapture = useNavigation((s) => s.openCapture)
  if (item.rejected.length === 0) return null
  const target = {
    datasetId: item.datasetId,
    subjectId: item.subjectId,
    datasetName: null,
    subjectName: item.subjectName,
  }
  return (
    <ul className={styles.rejected} data-testid="queue-rejected">
      {inSideOrder(item.rejected, (r) => r.side).map(({ side, reason }) => {
        const key = knownReasons[reason]
        return (
          <li key={side} className={styles.rejectedSide} data-testid={`rejected-${side}`}>
            <span>
              {t('queue.rejected', { side: t(`capture.side.${side}`), reason: key ? t(key) : reason })}
            </span>
            <Button
              size="small"
              data-testid="queue-retake"
              onClick={() => openCapture(target, side === 'front' ? item.mode : 'triplet', side)}
            >
              {t('queue.retakeSide', { side: t(`capture.side.${side}`) })}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
