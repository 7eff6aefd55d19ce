/**
 * The camera side of a capture: picker, live mirrored preview with the face outline and the hint, the
 * checklist, the auto-capture countdown and the shutter (button or Space). Shots are the unmirrored frame.
 */
import type { FaceShot } from '../../../../src-shared/domain/faceMatch'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptureMode, CaptureSide } from '../../../../src-shared/contract'
import { Card, Icon, Text } from '../../../ui'
import { cx } from '../../../ui/classNames'
import aside from '../aside.module.css'
import { GhostImage } from '../baseline/GhostImage'
import { GhostPanel } from '../baseline/GhostPanel'
import type { GhostView } from '../baseline/ghostView'
import type { Baseline } from '../baseline/useBaselines'
import { failedChecks } from '../../../parts/faces/guidance/checks'
import type { Photo, ShotWarning } from '../photos/photoSet'
import { newPhotoId } from '../photos/usePhotoSet'
import { CameraPicker } from './CameraPicker'
import { CameraProblemNotice } from './CameraProblemNotice'
import styles from './camera.module.css'
import { CameraStage } from './CameraStage'
import { CaptureSteps } from './CaptureSteps'
import { grabPhoto } from './grabPhoto'
import { GuidanceChecklist } from './GuidanceChecklist'
import { ShutterButton } from './ShutterButton'
import { useCameras } from './useCameras'
import { useCameraStream } from './useCameraStream'
import { useChosenCamera } from './useChosenCamera'
import { useGuidance, type MatchTarget } from './useGuidance'
import { useShutterKey } from './useShutterKey'
import { useVideoSize } from './useVideoSize'

type Props = {
  mode: CaptureMode
  /** The side the camera takes next; null once every side has a photo (the camera is then switched off). */
  side: CaptureSide | null
  photos: Photo[]
  onShot: (photo: Photo) => void
  /** Last time's photo of `side`, and how the ghost of it is shown. */
  baseline: Baseline | null
  ghost: GhostView
  children?: ReactNode
}

function matchTargetOf(baseline: Baseline | null): MatchTarget {
  if (baseline?.status === 'loading') return { pending: true }
  return { pending: false, shot: baseline?.status === 'ready' ? baseline.shot : undefined }
}

export function CameraPanel({ mode, side, photos, onShot, baseline, ghost, children }: Props) {
  const { t } = useTranslation()
  const { cameras, refresh } = useCameras()
  const [deviceId, chooseCamera] = useChosenCamera(cameras)
  const [attempt, setAttempt] = useState(0)
  const noCamera = cameras !== null && cameras.length === 0
  const camera = useCameraStream(deviceId, side !== null && cameras !== null && !noCamera, attempt)
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  const size = useVideoSize(video)
  const stream = camera.status === 'live' ? camera.stream : null
  const taking = useRef(false)

  useEffect(() => {
    if (!video) return
    video.srcObject = stream
    if (stream) {
      video.play().catch(() => undefined)
      refresh()
    }
  }, [video, stream, refresh])

  const take = useCallback(
    async (overridden: ShotWarning[], faceShot: FaceShot | null) => {
      if (!video || !side || taking.current || video.videoWidth === 0) return
      taking.current = true
      try {
        const grabbed = await grabPhoto(video)
        onShot({
          id: newPhotoId(),
          source: 'camera',
          fileName: null,
          side,
          status: 'ready',
          bytes: grabbed.bytes,
          previewUrl: URL.createObjectURL(grabbed.blob),
          width: grabbed.width,
          height: grabbed.height,
          analysis: null,
          overridden,
          faceShot,
          sideFrom: 'camera',
          acceptedAnyway: false,
          problem: null,
        })
      } finally {
        taking.current = false
      }
    },
    [video, side, onShot],
  )

  const live = useGuidance(stream ? video : null, side, matchTargetOf(baseline), (guidance) => {
    void take([], guidance.shot)
  })
  const shutter = () =>
    void take(live.guidance ? failedChecks(live.guidance.checks) : ['unchecked'], live.guidance?.shot ?? null)
  useShutterKey(stream !== null && side !== null, shutter)

  const problem = noCamera ? 'missing' : camera.status === 'problem' ? camera.problem : null

  return (
    <div className={styles.layout}>
      <Card className={styles.card}>
        <div className={styles.toolbar}>
          <h2 className={styles.title}>{t('camera.title')}</h2>
          {size ? (
            <span className={styles.resolution} data-testid="camera-resolution">
              {t('camera.resolution', { width: size.width, height: size.height })}
            </span>
          ) : null}
          <CameraPicker
            cameras={cameras ?? []}
            value={camera.status === 'live' ? camera.deviceId : deviceId}
            onChange={chooseCamera}
          />
        </div>
        {side === null ? (
          <div className={cx(styles.stage, styles.done)} data-testid="camera-done">
            <Icon name="check-circle" size={36} />
            <p className={styles.doneTitle}>{t('camera.allTaken')}</p>
            <p>{t('camera.allTakenHint')}</p>
          </div>
        ) : problem ? (
          <CameraProblemNotice problem={problem} onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <CameraStage
            videoRef={setVideo}
            size={size}
            side={side}
            mode={mode}
            live={live}
            starting={camera.status === 'starting'}
            ghost={baseline ? <GhostImage baseline={baseline} view={ghost} /> : null}
          />
        )}
        {side !== null && stream ? (
          <div className={styles.controls}>
            <Text tone="muted" className={styles.controlsNote}>
              {t('camera.autoNote')}
            </Text>
            <ShutterButton progress={live.progress} disabled={false} onPress={shutter} />
            <Text tone="muted" className={cx(styles.controlsNote, styles.controlsKey)}>
              <kbd className={styles.kbd}>{t('camera.spaceKey')}</kbd> {t('camera.spaceNote')}
            </Text>
          </div>
        ) : null}
      </Card>
      <aside className={aside.aside}>
        <CaptureSteps mode={mode} photos={photos} current={side} />
        {side !== null && baseline ? <GhostPanel baseline={baseline} view={ghost} /> : null}
        {side !== null && stream ? <GuidanceChecklist live={live} /> : null}
        {children}
      </aside>
    </div>
  )
}
