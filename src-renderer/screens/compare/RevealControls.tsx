/**
 * How the after photo is shown: the view (slider or blink) and "as taken" (when it could be lined up), then the
 * slider that reveals it, or the blink view's switch (also the key B) with what is showing now.
 */
import { useTranslation } from 'react-i18next'
import { Button, Checkbox, SegmentedControl, Text } from '../../ui'
import type { ComparedPhoto, ViewMode } from './ComparedLayers'
import styles from './CompareSlider.module.css'

type Props = {
  before: ComparedPhoto
  after: ComparedPhoto
  mode: ViewMode
  onMode: (mode: ViewMode) => void
  /** Whether the after photo could be lined up: only then is "as taken" offered. */
  alignable: boolean
  asTaken: boolean
  onAsTaken: (asTaken: boolean) => void
  split: number
  onSplit: (split: number) => void
  showingAfter: boolean
  onSwitch: () => void
}

export function RevealControls(props: Props) {
  const { before, after, mode, split, showingAfter } = props
  const { t } = useTranslation()
  return (
    <>
      <div className={styles.modes}>
        <SegmentedControl
          size="small"
          label={t('compare.view.label')}
          value={mode}
          onChange={props.onMode}
          options={[
            { value: 'slider', label: t('compare.view.slider'), testId: 'compare-mode-slider' },
            { value: 'blink', label: t('compare.view.blink'), testId: 'compare-mode-blink' },
          ]}
        />
        {props.alignable ? (
          <Checkbox
            label={t('compare.aligned.original')}
            checked={props.asTaken}
            data-testid="compare-as-taken"
            onChange={(event) => props.onAsTaken(event.target.checked)}
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
          onChange={(e) => props.onSplit(Number(e.target.value))}
        />
      ) : (
        <div className={styles.blink}>
          <Button
            size="small"
            data-testid="compare-blink-switch"
            aria-keyshortcuts="B"
            onClick={props.onSwitch}
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
    </>
  )
}
