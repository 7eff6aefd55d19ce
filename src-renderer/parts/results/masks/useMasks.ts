/** An image's masks, prepared for its photo's size once both are known; and the toggles' state. */
import { useCallback, useMemo, useState } from 'react'
import { useChannel } from '../../../data/useChannel'
import { DEFAULT_MASK_OPACITY, maskOrder } from './maskLegend'
import { prepareMask, type PhotoSize, type PreparedMask } from './prepareMask'

export function usePreparedMasks(imageId: string | null): {
  masks: PreparedMask[]
  onPhotoSize: (size: PhotoSize) => void
} {
  const loaded = useChannel('results.masks', imageId ? { imageId } : null)
  const [photo, setPhoto] = useState<PhotoSize | null>(null)
  const onPhotoSize = useCallback(
    (size: PhotoSize) =>
      setPhoto((old) => (old?.width === size.width && old.height === size.height ? old : size)),
    [],
  )
  const raw = loaded.data?.imageId === imageId ? loaded.data.masks : null
  const masks = useMemo(() => {
    if (!raw || !photo) return []
    const order = maskOrder(raw.map((mask) => mask.parameter))
    return order.flatMap((parameter) => {
      const mask = raw.find((m) => m.parameter === parameter)
      return mask ? [prepareMask(parameter, mask.svg, photo)] : []
    })
  }, [raw, photo])
  return { masks, onPhotoSize }
}

export interface MaskView {
  shown: ReadonlySet<string>
  opacity: number
  toggle(parameter: string): void
  setOpacity(percent: number): void
}

/** Which masks are shown and how strongly (one state for the photos it is given to: both of compare's). */
export function useMaskView(): MaskView {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set())
  const [opacity, setOpacity] = useState(DEFAULT_MASK_OPACITY)
  const toggle = useCallback(
    (parameter: string) =>
      setShown((old) => {
        const next = new Set(old)
        if (!next.delete(parameter)) next.add(parameter)
        return next
      }),
    [],
  )
  return { shown, opacity, toggle, setOpacity }
}
