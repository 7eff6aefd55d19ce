/** Front photo or triplet (front, left, right); the triplet only when the service offers acne analysis. */
import { useTranslation } from 'react-i18next'
import type { CaptureMode } from '../../src-shared/contract'
import { useErrorText } from '../i18n/useErrorText'
import { cx } from '../ui/classNames'
import styles from './ModePicker.module.css'
import type { CaptureOptionsState } from './useCaptureOptions'

type Props = {
  mode: CaptureMode
  options: CaptureOptionsState
  disabled: boolean
  onChange: (mode: CaptureMode) => void
}

export function ModePicker({ mode, options, disabled, onChange }: Props) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const tripletAvailable = options.status === 'ready' && options.tripletAvailable
  const choices: { value: CaptureMode; enabled: boolean }[] = [
    { value: 'front', enabled: true },
    { value: 'triplet', enabled: tripletAvailable },
  ]
  return (
    <div className={styles.picker}>
      <div className="segmented" role="radiogroup" aria-label={t('capture.modeLabel')}>
        {choices.map(({ value, enabled }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            className={cx(styles.segment, mode === value && styles.selected)}
            data-testid={`capture-mode-${value}`}
            disabled={disabled || !enabled}
            onClick={() => onChange(value)}
          >
            <span className={styles.title}>{t(`capture.mode.${value}`)}</span>
            <span className={styles.detail}>{t(`capture.modeDetail.${value}`)}</span>
          </button>
        ))}
      </div>
      {options.status === 'ready' && !options.tripletAvailable ? (
        <p className={styles.note} data-testid="triplet-unavailable">
          {t('capture.tripletUnavailable')}
        </p>
      ) : null}
      {options.status === 'error' ? (
        <p className={styles.note} data-testid="triplet-unavailable">
          {t('capture.tripletUnknown', { reason: errorText(options.error) })}
        </p>
      ) : null}
    </div>
  )
}
