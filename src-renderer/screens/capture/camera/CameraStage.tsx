/** The live picture, mirrored like a mirror so moving feels natural, with the outline and the one hint. */
import { sideRank } from '../../../../src-shared/domain/sides'
import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptureMode, CaptureSide } from '../../../../src-shared/contract'
import { cx } from '../../../ui/classNames'
import styles from './camera.module.css'
import { FaceOverlay } from './FaceOverlay'
import type { LiveGuidance } from './useGuidance'
import type { VideoSize } from './useVideoSize'

type Props = {
  videoRef: Ref<HTMLVideoElement>
  size: VideoSize | null
  side: CaptureSide
  mode: CaptureMode
  live: LiveGuidance
  starting: boolean
  /** Last time's photo, laid between the live picture and the outline. */
  ghost?: ReactNode
}

export function CameraStage({ videoRef, size, side, mode, live, starting, ghost = null }: Props) {
  const { t } = useTranslation()
  const guidance = live.guidance
  const ready = guidance?.allOk ?? false
  const hint = starting
    ? t('camera.starting')
    : live.status === 'unavailable'
      ? t('guidance.unavailable')
      : guidance
        ? t(`guidance.hint.${guidance.hint}`)
        : t('guidance.starting')
  return (
    <div className={styles.viewer}>
      <div
        className={styles.stage}
        style={size ? { aspectRatio: `${size.width} / ${size.height}` } : undefined}
        data-testid="camera-stage"
      >
        <video ref={videoRef} className={styles.video} autoPlay muted playsInline />
        {ghost}
        {size ? <FaceOverlay size={size} side={side} ready={ready} progress={live.progress} /> : null}
        <span className={styles.chip}>
          {mode === 'triplet'
            ? t('camera.sideOf', {
                side: t(`capture.side.${side}`),
                step: sideRank(side) + 1,
              })
            : t(`capture.side.${side}`)}
        </span>
        <p
          className={cx(styles.hint, ready && styles.hintReady)}
          data-testid="guidance-hint"
          data-state={ready ? 'ok' : 'bad'}
          data-hint={guidance?.hint ?? ''}
          role="status"
          aria-live="polite"
        >
          {hint}
        </p>
      </div>
    </div>
  )
}
