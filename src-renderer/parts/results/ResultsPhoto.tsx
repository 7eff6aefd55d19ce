/** The analysed photo, fetched through the bridge; a calm placeholder while it loads, and why if it cannot. */
import { useTranslation } from 'react-i18next'
import { useImageUrl, type ImageUrl } from './useImageUrl'
import { Skeleton } from '../../ui'
import { cx } from '../../ui/classNames'
import styles from './ResultsPhoto.module.css'

/** Why a photo is not shown, in words: gone from the service, not kept for offline, or not shown for now. */
function unavailableKey(image: Extract<ImageUrl, { status: 'error' }>): string {
  if (image.code === 'photo_not_available') return 'errors.photo_not_available'
  if (image.code === 'not_cached') return 'results.photoNotKept'
  return 'results.photoUnavailable'
}

type Props = {
  imageId: string
  alt: string
  /** Told the photo's own size (its pixels) once it has loaded: masks are fitted to it. */
  onSize?: (size: { width: number; height: number }) => void
}

export function ResultsPhoto({ imageId, alt, onSize }: Props) {
  const { t } = useTranslation()
  const image = useImageUrl(imageId)
  if (image.status === 'ready') {
    return (
      <img
        className={styles.photo}
        data-testid="results-photo"
        src={image.url}
        alt={alt}
        onLoad={(event) =>
          onSize?.({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
      />
    )
  }
  return (
    <div
      className={cx(styles.photo, styles.empty)}
      data-testid="results-photo-pending"
      data-reason={image.status === 'error' ? (image.code ?? 'unknown') : undefined}
      role={image.status === 'error' ? 'status' : undefined}
    >
      {image.status === 'error' ? t(unavailableKey(image)) : <Skeleton className={styles.skeleton} />}
    </div>
  )
}
