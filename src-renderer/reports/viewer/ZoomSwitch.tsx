/** Fit width or 100 %: two buttons, one pressed. */
import { useTranslation } from 'react-i18next'
import styles from './viewer.module.css'

export type ZoomMode = 'fit' | 'actual'

export function ZoomSwitch({ mode, onChange }: { mode: ZoomMode; onChange: (mode: ZoomMode) => void }) {
  const { t } = useTranslation()
  const options: { mode: ZoomMode; label: string; testId: string }[] = [
    { mode: 'fit', label: t('viewer.fitWidth'), testId: 'zoom-fit' },
    { mode: 'actual', label: t('viewer.actualSize'), testId: 'zoom-actual' },
  ]
  return (
    <div className="segmented" role="group" aria-label={t('viewer.zoom')}>
      {options.map((option) => (
        <button
          key={option.mode}
          type="button"
          className={styles.zoomOption}
          data-testid={option.testId}
          aria-pressed={mode === option.mode}
          onClick={() => onChange(option.mode)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
