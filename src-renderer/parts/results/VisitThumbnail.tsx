/**
 * A visit's photo as a small thumbnail, so a clinician finds a visit by face. Cheap: the photo is asked for only
 * once the thumbnail scrolls into view (and kept from then on), drawn small and decoded off the main thread.
 */
import { useEffect, useRef, useState } from 'react'
import { cx } from '../../ui/classNames'
import { useImageUrl } from './useImageUrl'
import styles from './VisitThumbnail.module.css'

function useSeen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || seen) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true)
      },
      { rootMargin: '100px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen])
  return [ref, seen]
}

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
