/**
 * Two photos of the same side stacked, the newer one lined up on the older (`align`, from ComparePhotos); a range
 * input reveals the newer one over the older, or, in the blink view, one of them shows in place and "Switch
 * photo" (or B) swaps them. Both are zoomed and moved together (wheel, the +/− buttons, dragging, or the keys
 * +, −, 0 and the arrows on the focused photos), so both always show the same region of the face.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../parts/results/formatNumber'
import { MaskControls } from '../../parts/results/masks/MaskControls'
import { MaskLayers } from '../../parts/results/masks/MaskLayers'
import { unionOfMasks } from '../../parts/results/masks/maskLegend'
import { useMaskView, usePreparedMasks } from '../../parts/results/masks/useMasks'
import { useImageUrl } from '../../parts/results/useImageUrl'
import { Button, Checkbox, IconButton, SegmentedControl, Text } from '../../ui'
import { COMPARE_FRAME_ASPECT } from './alignment'
import { panBy, transformOf, viewForKey, wholePhoto, zoomBy, ZOOM_STEP, type ZoomView } from './zoomView'
import { cx } from '../../ui/classNames'
import styles from './CompareSlider.module.css'

export type ComparedPhoto = { imageId: string; label: string }

type ViewMode = 'slider' | 'blink'

const naturalSize = (img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight })

type Props = {
  before: ComparedPhoto
  after: ComparedPhoto
  /** The CSS transform that lines the after photo up on the before photo; null: shown as taken. */
  align?: string | null
  /** Told once each photo is decoded and drawn (`a` before, `b` after). */
  onShown?: (which: 'a' | 'b') => void
}

/** Calls back once the loaded <img> is decoded (so its first paint is not waiting on anything else). */
const whenDecoded = (img: HTMLImageElement, then: () => void) => void img.decode().then(then, then)

export function CompareSlider({ before, after, align = null, onShown }: Props) {
  const { t, i18n } = useTranslation()
  const [split, setSplit] = useState(50)
  const [mode, setMode] = useState<ViewMode>('slider')
  const [showingAfter, setShowingAfter] = useState(true)
  const [asTaken, setAsTaken] = useState(false)
  const [view, setView] = useState<ZoomView>(wholePhoto)
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ x: number; y: number; id: number } | null>(null)
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
            setShowingAfter((shown) => !shown)
            return
          }
          const next = viewForKey(view, event.key)
          if (!next) return
          event.preventDefault()
          setView(next)
        }}
        onPointerDown={(event) => {
          if (view.scale <= 1) return
          drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
          event.currentTarget.setPointerCapture(event.pointerId)
        }}
        onPointerMove={(event) => {
          const from = drag.current
          const box = frame.current?.getBoundingClientRect()
          if (!from || from.id !== event.pointerId || !box) return
          drag.current = { ...from, x: event.clientX, y: event.clientY }
          setView((v) =>
            panBy(v, (event.clientX - from.x) / box.width, (event.clientY - from.y) / box.height),
          )
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <div className={styles.layer}>
          {a.status === 'ready' ? (
            <img
              className={styles.photo}
              data-testid="compare-photo-a"
              src={a.url}
              alt={before.label}
              style={{ transform }}
              draggable={false}
              onLoad={(event) => {
                masksA.onPhotoSize(naturalSize(event.currentTarget))
                whenDecoded(event.currentTarget, () => onShown?.('a'))
              }}
            />
          ) : (
            <div className={cx(styles.photo, styles.photoEmpty)}>
              {a.status === 'error' ? t('results.photoUnavailable') : null}
            </div>
          )}
          <MaskLayers
            masks={masksA.masks}
            shown={masks.shown}
            opacity={masks.opacity}
            transform={transform}
          />
        </div>
        {b.status === 'ready' ? (
          <div className={styles.layer} style={{ clipPath: reveal }}>
            <img
              className={styles.photo}
              data-testid="compare-photo-b"
              src={b.url}
              alt={after.label}
              style={{ transform: transformB }}
              draggable={false}
              onLoad={(event) => {
                masksB.onPhotoSize(naturalSize(event.currentTarget))
                whenDecoded(event.currentTarget, () => onShown?.('b'))
              }}
            />
            <MaskLayers
              masks={masksB.masks}
              shown={masks.shown}
              opacity={masks.opacity}
              transform={transformB}
            />
          </div>
        ) : null}
        {mode === 'slider' ? (
          <>
            <span className={styles.divider} style={{ left: `${split}%` }} aria-hidden="true" />
            <span className={cx(styles.tag, styles.tagA)}>{before.label}</span>
            <span className={cx(styles.tag, styles.tagB)}>{after.label}</span>
          </>
        ) : (
          <span
            className={cx(styles.tag, showingAfter ? styles.tagB : styles.tagA)}
            data-testid="compare-blink-tag"
          >
            {showingAfter ? after.label : before.label}
          </span>
        )}
      </div>
      <div className={styles.zoom} role="group" aria-label={t('compare.zoom.label')}>
        <IconButton
          size="small"
          icon="minus"
          label={t('compare.zoom.out')}
          data-testid="compare-zoom-out"
          disabled={view.scale <= 1}
          onClick={() => setView((v) => zoomBy(v, 1 / ZOOM_STEP))}
        />
        <output className={styles.zoomLevel} data-testid="compare-zoom-level" aria-live="polite">
          {zoomText}
        </output>
        <IconButton
          size="small"
          icon="plus"
          label={t('compare.zoom.in')}
          data-testid="compare-zoom-in"
          onClick={() => setView((v) => zoomBy(v, ZOOM_STEP))}
        />
        <Button
          variant="quiet"
          size="small"
          data-testid="compare-zoom-reset"
          disabled={view.scale === 1}
          onClick={() => setView(wholePhoto)}
        >
          {t('compare.zoom.reset')}
        </Button>
        <Text as="span" tone="muted" className={styles.zoomHint}>
          {t('compare.zoom.hint')}
        </Text>
      </div>
      <div className={styles.modes}>
        <SegmentedControl
          size="small"
          label={t('compare.view.label')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'slider', label: t('compare.view.slider'), testId: 'compare-mode-slider' },
            { value: 'blink', label: t('compare.view.blink'), testId: 'compare-mode-blink' },
          ]}
        />
        {align !== null ? (
          <Checkbox
            label={t('compare.aligned.original')}
            checked={asTaken}
            data-testid="compare-as-taken"
            onChange={(event) => setAsTaken(event.target.checked)}
          />
        ) : null}
      </div>
      {mode === 'slider' ? (
        <input
          type="range"
          className={styles.range}
          data-testid="compare-slider"
          min={0}
          max={100}
          value={split}
          aria-label={t('compare.slider')}
          onChange={(e) => setSplit(Number(e.target.value))}
        />
      ) : (
        <div className={styles.blink}>
          <Button
            size="small"
            data-testid="compare-blink-switch"
            aria-keyshortcuts="B"
            onClick={() => setShowingAfter((shown) => !shown)}
          >
            {t('compare.view.switch')}
          </Button>
          <span role="status" data-testid="compare-blink-showing">
            {t('compare.view.showing', {
              label: showingAfter
                ? `${t('compare.after')} · ${after.label}`
                : `${t('compare.before')} · ${before.label}`,
            })}
          </span>
          <Text as="span" tone="muted" className={styles.zoomHint}>
            {t('compare.view.switchKey')}
          </Text>
        </div>
      )}
      {offered.length > 0 ? (
        <MaskControls masks={offered} view={masks} title={t('results.masks.title')} />
      ) : null}
    </div>
  )
}
