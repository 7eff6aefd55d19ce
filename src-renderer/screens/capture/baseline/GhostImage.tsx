/**
 * Last time's photo of this side over the live picture, mirrored as the preview is and fitted the same way, so
 * lining the face up with it on screen lines it up in the photo.
 */
import type { Baseline } from './useBaselines'
import styles from './ghost.module.css'
import type { GhostView } from './ghostView'

export function GhostImage({ baseline, view }: { baseline: Baseline; view: GhostView }) {
  if (baseline.status !== 'ready' || !view.shown) return null
  return (
    <img
      className={styles.ghost}
      src={baseline.url}
      alt=""
      aria-hidden="true"
      draggable={false}
      data-testid="ghost-image"
      data-image-id={baseline.visit.imageId}
      style={{ opacity: view.opacity / 100 }}
    />
  )
}
