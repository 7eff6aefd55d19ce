/**
 * One zoom and pan for the compare frame's photos: the wheel over the frame, dragging a zoomed photo, and the
 * keys +, −, 0 and the arrows (zoomView.ts holds the arithmetic).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { panBy, viewForKey, wholePhoto, zoomBy, ZOOM_STEP, type ZoomView } from './zoomView'

export function usePhotoZoom() {
  const [view, setView] = useState<ZoomView>(wholePhoto)
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ x: number; y: number; id: number } | null>(null)

  // React's onWheel is passive: the page would scroll too. A listener of our own can keep the wheel for zooming.
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      setView((v) => zoomBy(v, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP))
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [])

  /** The zoom keys on the focused frame: the view they lead to, and the key kept from the page. */
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = viewForKey(view, event.key)
    if (!next) return
    event.preventDefault()
    setView(next)
  }

  /** Dragging moves a zoomed photo (both photos: they share the view). */
  const dragging = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (view.scale <= 1) return
      drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
      event.currentTarget.setPointerCapture(event.pointerId)
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const from = drag.current
      const box = frame.current?.getBoundingClientRect()
      if (!from || from.id !== event.pointerId || !box) return
      drag.current = { ...from, x: event.clientX, y: event.clientY }
      setView((v) => panBy(v, (event.clientX - from.x) / box.width, (event.clientY - from.y) / box.height))
    },
    onPointerUp: () => (drag.current = null),
    onPointerCancel: () => (drag.current = null),
  }

  return { view, setView, frame, onKey, dragging }
}
