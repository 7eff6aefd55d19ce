/**
 * The masks drawn over a photo: each prepared mask in a layer of its own that fills the photo's box, shown or
 * hidden by its toggle (the SVG is attached once; a toggle changes one attribute). `transform` follows the photo
 * when it is zoomed (compare).
 */
import { memo, useCallback } from 'react'
import type { PreparedMask } from './prepareMask'
import styles from './Masks.module.css'

type Props = {
  masks: readonly PreparedMask[]
  shown: ReadonlySet<string>
  opacity: number
  transform?: string
}

function MaskLayer({
  mask,
  hidden,
  transform,
}: {
  mask: Extract<PreparedMask, { ok: true }>
  hidden: boolean
  transform?: string
}) {
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && element.firstChild !== mask.svg) element.replaceChildren(mask.svg)
    },
    [mask.svg],
  )
  return (
    <div
      ref={attach}
      className={styles.layer}
      data-parameter={mask.parameter}
      data-testid={`mask-layer-${mask.parameter}`}
      hidden={hidden}
      style={transform ? { transform } : undefined}
    />
  )
}

export const MaskLayers = memo(function MaskLayers({ masks, shown, opacity, transform }: Props) {
  if (!masks.some((mask) => mask.ok && shown.has(mask.parameter))) return null
  return (
    <div className={styles.layers} style={{ opacity: opacity / 100 }} aria-hidden="true">
      {masks.map((mask) =>
        mask.ok ? (
          <MaskLayer
            key={mask.parameter}
            mask={mask}
            hidden={!shown.has(mask.parameter)}
            transform={transform}
          />
        ) : null,
      )}
    </div>
  )
})
