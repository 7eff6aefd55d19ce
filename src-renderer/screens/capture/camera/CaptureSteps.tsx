/** The sides this capture needs, in order, each marked taken, being taken now, or still to come. */
import { useTranslation } from 'react-i18next'
import type { CaptureMode, CaptureSide } from '../../../../src-shared/contract'
import { Card, Icon } from '../../../ui'
import { cx } from '../../../ui/classNames'
import aside from '../aside.module.css'
import { requiredSides, type Photo } from '../photos/photoSet'
import styles from './checklists.module.css'

type Props = { mode: CaptureMode; photos: Photo[]; current: CaptureSide | null }

export function CaptureSteps({ mode, photos, current }: Props) {
  const { t } = useTranslation()
  return (
    <Card as="section" className={aside.card} aria-labelledby="capture-steps-title">
      <h2 id="capture-steps-title" className={aside.title}>
        {t('capture.stepsTitle')}
      </h2>
      <ol className={styles.list}>
        {requiredSides(mode).map((side, i) => {
          const state = photos.some((p) => p.side === side) ? 'done' : side === current ? 'current' : 'todo'
          return (
            <li
              key={side}
              className={cx(
                styles.item,
                state === 'done' && styles.stepDone,
                state === 'current' && styles.stepCurrent,
              )}
              data-testid={`step-${side}`}
              data-state={state}
            >
              <span className={styles.stepMark} aria-hidden="true">
                {state === 'done' ? <Icon name="check-small" size={12} /> : i + 1}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{t(`capture.side.${side}`)}</span>
                <span className={styles.stepDetail}>{t(`capture.sideHow.${side}`)}</span>
              </span>
            </li>
          )
        })}
      </ol>
    </Card>
  )
}
