/**
 * A visit's photo as a small thumbnail, so a clinician finds a visit by face. Cheap: the photo is asked for only
 * once the thumbnail scrolls into view (and kept from then on), drawn small and decoded off the main thread.
 */
import { cx } from '../../ui/classNames'
import { useImageUrl } from './useImageUrl'
import { useSeen } from '../../ui/useSeen'
import styles from './VisitThumbnail.module.css'

/** `className` places or sizes it (the compare strip's larger thumbnails). */
export function VisitThumbnail({
  imageId,
  alt,
  className,
}: {
  imageId: string
  alt: string
  className?: string
}) {
  const [ref, seen] = useSeen<HTMLSpanElement>()
  const image = useImageUrl(seen ? imageId : null)
  return (
    <span
      ref={ref}
      className={cx(styles.thumb, className)}
      data-testid="visit-thumb"
      data-loaded={image.status === 'ready'}
    >
      {image.status === 'ready' ? <img src={image.url} alt={alt} decoding="async" draggable={false} /> : null}
    </span>
  )
}
