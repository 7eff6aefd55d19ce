/**
 * Two photos of the same side stacked, the newer one lined up on the older (`align`, from ComparePhotos); a range
 * input reveals the newer one over the older, or, in the blink view, one of them shows in place and "Switch
 * photo" (or B) swaps them. Both are zoomed and moved together (wheel, the +/− buttons, dragging, or the keys
 * +, −, 0 and the arrows on the focused photos: usePhotoZoom.ts), so both always show the same region of the face.
 * The frame's layers: ComparedLayers.tsx; the zoom buttons: ZoomBar.tsx; the view's controls: RevealControls.tsx.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../parts/results/formatNumber'
import { MaskControls } from '../../parts/results/masks/MaskControls'
import { unionOfMasks } from '../../parts/results/masks/maskLegend'
import { useMaskView, usePreparedMasks } from '../../parts/results/masks/useMasks'
import { useImageUrl } from '../../parts/results/useImageUrl'
import { cx } from '../../ui/classNames'
import { COMPARE_FRAME_ASPECT } from '../../../src-shared/domain/faceAlignment'
import { ComparedLayers, type ComparedPhoto, type ViewMode } from './ComparedLayers'
import { RevealControls } from './RevealControls'
import { usePhotoZoom } from './usePhotoZoom'
import { ZoomBar } from './ZoomBar'
import { transformOf } from './zoomView'
import styles from './CompareSlider.module.css'

export type { ComparedPhoto } from './ComparedLayers'

type Props = {
  before: ComparedPhoto
  after: ComparedPhoto
  /** The CSS transform that lines the after photo up on the before photo; null: shown as taken. */
  align?: string | null
  /** Told once each photo is decoded and drawn (`a` before, `b` after). */
  onShown?: (which: 'a' | 'b') => void
}

export function CompareSlider({ before, after, align = null, onShown }: Props) {
  const { t, i18n } = useTranslation()
  const [split, setSplit] = useState(50)
  const [mode, setMode] = useState<ViewMode>('slider')
  const [showingAfter, setShowingAfter] = useState(true)
  const [asTaken, setAsTaken] = useState(false)
  const { view, setView, frame, onKey, dragging } = usePhotoZoom()
  const a = useImageUrl(before.imageId)
  const b = useImageUrl(after.imageId)
  // "show where" on both photos at once: one set of toggles, each photo its own masks
  const masks = useMaskView()
  const masksA = usePreparedMasks(before.imageId)
  const masksB = usePreparedMasks(after.imageId)
  const offered = unionOfMasks(masksA.masks, masksB.masks)
  const transform = transformOf(view)
  const aligned = align !== null && !asTaken
  const transformB = aligned ? `${transform} ${align}` : transform
  const reveal = mode === 'slider' ? `inset(0 0 0 ${split}%)` : showingAfter ? 'none' : 'inset(0 0 0 100%)'
  const zoomText = `${formatNumber(Math.round(view.scale * 100), i18n.resolvedLanguage ?? 'en')} %`
  const switchPhoto = () => setShowingAfter((shown) => !shown)

  return (
    <div>
      <div
        ref={frame}
        className={cx(styles.frame, view.scale > 1 && styles.zoomed)}
        style={{ aspectRatio: String(COMPARE_FRAME_ASPECT) }}
        data-testid="compare-frame"
        data-scale={view.scale}
        data-aligned={aligned}
        data-mode={mode}
        data-showing={mode === 'blink' ? (showingAfter ? 'after' : 'before') : undefined}
        tabIndex={0}
        role="group"
        aria-roledescription={t('compare.zoom.photos')}
        aria-label={t('compare.zoom.frameLabel', { zoom: zoomText })}
        onKeyDown={(event) => {
          if (mode === 'blink' && (event.key === 'b' || event.key === 'B')) {
            event.preventDefault()
            switchPhoto()
            return
          }
          onKey(event)
        }}
        {...dragging}
      >
        <ComparedLayers
          a={{ photo: before, image: a, masks: masksA, transform }}
          b={{ photo: after, image: b, masks: masksB, transform: transformB }}
          reveal={reveal}
          mode={mode}
          split={split}
          showingAfter={showingAfter}
          shown={masks}
          onShown={onShown}
        />
      </div>
      <ZoomBar view={view} zoomText={zoomText} onView={setView} />
      <RevealControls
        before={before}
        after={after}
        mode={mode}
        onMode={setMode}
        alignable={align !== null}
        asTaken={asTaken}
        onAsTaken={setAsTaken}
        split={split}
        onSplit={setSplit}
        showingAfter={showingAfter}
        onSwitch={switchPhoto}
      />
      {offered.length > 0 ? (
        <MaskControls masks={offered} view={masks} title={t('results.masks.title')} />
      ) : null}
    </div>
  )
}
