/**
 * The region of the two photos shown when comparing: one zoom and one pan for both, so each shows the same part
 * of the face. `x`/`y` are the shift in percent of the photo's width and height; they stop where the photo's
 * edge would come into view.
 */
export type ZoomView = { scale: number; x: number; y: number }

export const MIN_SCALE = 1
export const MAX_SCALE = 6
export const ZOOM_STEP = 1.25
export const wholePhoto: ZoomView = { scale: 1, x: 0, y: 0 }

/** The furthest shift at this zoom, in percent: half of what the zoom adds, as seen before scaling. */
const limit = (scale: number) => ((scale - 1) / (2 * scale)) * 100

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

function settled(view: ZoomView): ZoomView {
  const scale = clamp(view.scale, MIN_SCALE, MAX_SCALE)
  const edge = limit(scale)
  return { scale, x: clamp(view.x, -edge, edge), y: clamp(view.y, -edge, edge) }
}

export function zoomBy(view: ZoomView, factor: number): ZoomView {
  return settled({ ...view, scale: Math.round(view.scale * factor * 1000) / 1000 })
}

/** Moves the photos by a share of the frame (0.1 = a tenth of its width or height, as the eye sees it). */
export function panBy(view: ZoomView, dxShare: number, dyShare: number): ZoomView {
  return settled({
    ...view,
    x: view.x + (dxShare * 100) / view.scale,
    y: view.y + (dyShare * 100) / view.scale,
  })
}

/** The CSS transform both photos get. */
export function transformOf(view: ZoomView): string {
  return `scale(${view.scale}) translate(${view.x}%, ${view.y}%)`
}

/** What a key does to the view, or null when the key is not one of ours. */
export function viewForKey(view: ZoomView, key: string): ZoomView | null {
  const step = 0.1
  switch (key) {
    case '+':
    case '=':
      return zoomBy(view, ZOOM_STEP)
    case '-':
    case '_':
      return zoomBy(view, 1 / ZOOM_STEP)
    case '0':
      return wholePhoto
    case 'ArrowLeft':
      return panBy(view, step, 0)
    case 'ArrowRight':
      return panBy(view, -step, 0)
    case 'ArrowUp':
      return panBy(view, 0, step)
    case 'ArrowDown':
      return panBy(view, 0, -step)
    default:
      return null
  }
}
