/**
 * What the compare frame holds: the before photo, the after photo over it (revealed by the slider, or shown or not
 * in the blink view), each with its masks, and the labels of what is shown.
 */
import { useTranslation } from 'react-i18next'
import { MaskLayers } from '../../parts/results/masks/MaskLayers'
import type { MaskView, usePreparedMasks } from '../../parts/results/masks/useMasks'
import type { ImageUrl } from '../../parts/results/useImageUrl'
import { cx } from '../../ui/classNames'
import styles from './CompareSlider.module.css'

export type ComparedPhoto = { imageId: string; label: string }

export type ViewMode = 'slider' | 'blink'

const naturalSize = (img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight })

/** Calls back once the loaded <img> is decoded (so its first paint is not waiting on anything else). */
const whenDecoded = (img: HTMLImageElement, then: () => void) => void img.decode().then(then, then)

/** One of the two photos as loaded, its masks, and where it stands (its CSS transform). */
export type Layer = {
  photo: ComparedPhoto
  image: ImageUrl
  masks: ReturnType<typeof usePreparedMasks>
  transform: string
}

type Shown = { onShown?: ((which: 'a' | 'b') => void) | undefined }

/** One photo of the frame (`a` before, `b` after), told to `onShown` once decoded and drawn. */
function LayerPhoto({ layer, url, which, onShown }: { layer: Layer; url: string; which: 'a' | 'b' } & Shown) {
  return (
    <img
      className={styles.photo}
      data-testid={`compare-photo-${which}`}
      src={url}
      alt={layer.photo.label}
      style={{ transform: layer.transform }}
      draggable={false}
      onLoad={(event) => {
        layer.masks.onPhotoSize(naturalSize(event.currentTarget))
        whenDecoded(event.currentTarget, () => onShown?.(which))
      }}
    />
  )
}

/** A photo's masks, where the photo stands. */
function LayerMasks({ layer, shown }: { layer: Layer; shown: MaskView }) {
  return (
    <MaskLayers
      masks={layer.masks.masks}
      shown={shown.shown}
      opacity={shown.opacity}
      transform={layer.transform}
    />
  )
}

type Props = Shown & {
  a: Layer
  b: Layer
  /** The after photo's clip: the slider's split, or all or nothing in the blink view. */
  reveal: string
  mode: ViewMode
  split: number
  showingAfter: boolean
  shown: MaskView
}

export function ComparedLayers({ a, b, reveal, mode, split, showingAfter, shown, onShown }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <div className={styles.layer}>
        {a.image.status === 'ready' ? (
          <LayerPhoto layer={a} url={a.image.url} which="a" onShown={onShown} />
        ) : (
          <div className={cx(styles.photo, styles.photoEmpty)}>
            {a.image.status === 'error' ? t('results.photoUnavailable') : null}
          </div>
        )}
        <LayerMasks layer={a} shown={shown} />
      </div>
      {b.image.status === 'ready' ? (
        <div className={styles.layer} style={{ clipPath: reveal }}>
          <LayerPhoto layer={b} url={b.image.url} which="b" onShown={onShown} />
          <LayerMasks layer={b} shown={shown} />
        </div>
      ) : null}
      {mode === 'slider' ? (
        <>
          <span className={styles.divider} style={{ left: `${split}%` }} aria-hidden="true" />
          <span className={cx(styles.tag, styles.tagA)}>{a.photo.label}</span>
          <span className={cx(styles.tag, styles.tagB)}>{b.photo.label}</span>
        </>
      ) : (
        <span
          className={cx(styles.tag, showingAfter ? styles.tagB : styles.tagA)}
          data-testid="compare-blink-tag"
        >
          {showingAfter ? b.photo.label : a.photo.label}
        </span>
      )}
    </>
  )
}
