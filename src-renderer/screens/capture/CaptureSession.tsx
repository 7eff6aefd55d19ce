/** The photos of one capture being taken: camera with guidance, files, the review strip and Send. */
import type { CaptureMode, QueueItem } from '../../../src-shared/contract'
import type { SubjectTarget } from '../../store/navigation'
import { useGhostView } from './baseline/ghostView'
import { useBaselines } from './baseline/useBaselines'
import { CameraPanel } from './camera/CameraPanel'
import { DropZone } from './photos/DropZone'
import { nextCameraSide } from './photos/photoSet'
import { usePhotoSet } from './photos/usePhotoSet'
import styles from './CaptureSession.module.css'
import { ReviewStrip } from './review/ReviewStrip'
import { SendBar } from './send/SendBar'

type Props = { mode: CaptureMode; target: SubjectTarget; onSent: (item: QueueItem) => void }

export function CaptureSession({ mode, target, onSent }: Props) {
  const photos = usePhotoSet(mode)
  const cameraSide = nextCameraSide(photos.photos, mode)
  const baselines = useBaselines(target, mode)
  const ghost = useGhostView()

  return (
    <div
      className={styles.session}
      data-testid="capture-session"
      // Files dropped anywhere on the capture screen count, rather than the browser opening them.
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault()
        photos.addFiles([...event.dataTransfer.files])
      }}
    >
      <CameraPanel
        mode={mode}
        side={cameraSide}
        photos={photos.photos}
        onShot={photos.addShot}
        baseline={cameraSide ? baselines[cameraSide] : null}
        ghost={ghost}
      >
        <DropZone notice={photos.notice} onFiles={photos.addFiles} />
      </CameraPanel>
      <ReviewStrip
        mode={mode}
        photos={photos.photos}
        cameraSide={cameraSide}
        onSide={photos.setSide}
        onRemove={photos.remove}
        onAccept={photos.accept}
      />
      <SendBar mode={mode} photos={photos.photos} target={target} onSent={onSent} />
    </div>
  )
}
