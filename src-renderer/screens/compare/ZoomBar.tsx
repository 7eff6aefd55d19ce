/** The zoom buttons under the compared photos: out, the level, in, the whole photo again, and a hint. */
import { useTranslation } from 'react-i18next'
import { Button, IconButton, Text } from '../../ui'
import { wholePhoto, zoomBy, ZOOM_STEP, type ZoomView } from './zoomView'
import styles from './CompareSlider.module.css'

type Props = {
  view: ZoomView
  /** The level as read out, e.g. "150 %". */
  zoomText: string
  onView: (change: (view: ZoomView) => ZoomView) => void
}

export function ZoomBar({ view, zoomText, onView }: Props) {
  const { t } = useTranslation()
  return (
    <div className={styles.zoom} role="group" aria-label={t('compare.zoom.label')}>
      <IconButton
        size="small"
        icon="minus"
        label={t('compare.zoom.out')}
        data-testid="compare-zoom-out"
        disabled={view.scale <= 1}
        onClick={() => onView((v) => zoomBy(v, 1 / ZOOM_STEP))}
      />
      <output className={styles.zoomLevel} data-testid="compare-zoom-level" aria-live="polite">
        {zoomText}
      </output>
      <IconButton
        size="small"
        icon="plus"
        label={t('compare.zoom.in')}
        data-testid="compare-zoom-in"
        onClick={() => onView((v) => zoomBy(v, ZOOM_STEP))}
      />
      <Button
        variant="quiet"
        size="small"
        data-testid="compare-zoom-reset"
        disabled={view.scale === 1}
        onClick={() => onView(() => wholePhoto)}
      >
        {t('compare.zoom.reset')}
      </Button>
      <Text as="span" tone="muted" className={styles.zoomHint}>
        {t('compare.zoom.hint')}
      </Text>
    </div>
  )
}
