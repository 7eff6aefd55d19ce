/** The round shutter, ringed by the auto-capture countdown; it takes the photo even when checks fail. */
import { useTranslation } from 'react-i18next'
import styles from './ShutterButton.module.css'

type Props = { progress: number; disabled: boolean; onPress: () => void }

const R = 30
const CIRCUMFERENCE = 2 * Math.PI * R

export function ShutterButton({ progress, disabled, onPress }: Props) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className={styles.shutter}
      data-testid="shutter"
      disabled={disabled}
      onClick={onPress}
      aria-label={t('camera.shutter')}
    >
      <svg viewBox="0 0 72 72" width="72" height="72" aria-hidden="true">
        <circle cx="36" cy="36" r={R} className={styles.track} />
        <circle
          cx="36"
          cy="36"
          r={R}
          className={styles.ring}
          data-testid="countdown-ring"
          data-progress={progress.toFixed(2)}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          transform="rotate(-90 36 36)"
        />
        <circle cx="36" cy="36" r="23" className={styles.core} />
      </svg>
    </button>
  )
}
