/**
 * Whether an element has come near the window yet (100 px, or `margin`), once: what is below the fold is made when
 * it is about to be seen (the visit list's thumbnails, the subject's treatment log), not with the screen. Where
 * the browser has no IntersectionObserver, at once.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'

export function useSeen<T extends Element>(margin = '100px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || seen) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen, margin])
  return [ref, seen]
}
