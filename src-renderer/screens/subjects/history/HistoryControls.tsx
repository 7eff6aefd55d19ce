/** Period, smoothing method and window size for the history charts. */
import { useTranslation } from 'react-i18next'
import { periods, type Period } from './period'
import type { SmoothingMethod } from './smoothing'
import { CompactSelect } from '../../../ui'
import styles from './history.module.css'

export const windowSizes = [2, 3, 5, 10] as const
export type HistorySettings = { period: Period; method: SmoothingMethod; window: number }

export function HistoryControls({
  settings,
  onChange,
}: {
  settings: HistorySettings
  onChange: (settings: HistorySettings) => void
}) {
  const { t } = useTranslation()
  return (
    <div className={styles.controls}>
      <CompactSelect
        label={t('history.period')}
        data-testid="history-period"
        value={settings.period}
        onChange={(e) => onChange({ ...settings, period: e.target.value as Period })}
      >
        {periods.map((p) => (
          <option key={p} value={p}>
            {t(`history.periods.${p}`)}
          </option>
        ))}
      </CompactSelect>
      <CompactSelect
        label={t('history.method')}
        data-testid="history-method"
        value={settings.method}
        onChange={(e) => onChange({ ...settings, method: e.target.value as SmoothingMethod })}
      >
        <option value="mean">{t('history.methods.mean')}</option>
        <option value="linear_regression">{t('history.methods.linear_regression')}</option>
      </CompactSelect>
      <CompactSelect
        label={t('history.window')}
        data-testid="history-window"
        value={settings.window}
        onChange={(e) => onChange({ ...settings, window: Number(e.target.value) })}
      >
        {windowSizes.map((n) => (
          <option key={n} value={n}>
            {t('history.windowSize', { count: n })}
          </option>
        ))}
      </CompactSelect>
    </div>
  )
}
