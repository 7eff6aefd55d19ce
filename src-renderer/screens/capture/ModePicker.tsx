/** Front photo or triplet (front, left, right); the triplet only when the service offers acne analysis. */
import { useTranslation } from 'react-i18next'
import type { CaptureMode } from '../../../src-shared/contract'
import { useErrorText } from '../../i18n/useErrorText'
import { SegmentedControl } from '../../ui'
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
  const choices = (['front', 'triplet'] as const).map((value) => ({
    value,
    label: t(`capture.mode.${value}`),
    detail: t(`capture.modeDetail.${value}`),
    testId: `capture-mode-${value}`,
    disabled: value === 'triplet' && !tripletAvailable,
  }))
  return (
    <div className={styles.picker}>
      <SegmentedControl<CaptureMode>
        label={t('capture.modeLabel')}
        size="large"
        options={choices}
        value={mode}
        disabled={disabled}
        onChange={onChange}
      />
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
