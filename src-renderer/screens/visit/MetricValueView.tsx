/** A main metric shown by its widget type: a 0–100 score on its band line, a category label, or a plain value. */
import { useTranslation } from 'react-i18next'
import type { ResultMetric } from '../../../src-shared/contract'
import { BandScale } from './BandScale'
import { formatNumber } from '../../parts/results/formatNumber'
import { categoryLabel, unitsText } from '../../parts/results/metricText'
import { numericValue, shownValue } from '../../parts/results/metricValue'
import { UnitHelp } from '../../parts/results/UnitHelp'
import { unitKindOf } from '../../parts/results/unitKind'
import styles from './MetricValueView.module.css'

export function MetricValueView({ metric }: { metric: ResultMetric }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const number = numericValue(metric.value)
  const kind = unitKindOf(metric)
  if (metric.widget_type === 'bad_good_line' && number !== null) {
    return (
      <div className={styles.value}>
        <span className={styles.number}>{formatNumber(number, language)}</span>
        <span className={styles.outOf}>
          / {formatNumber(100, language)} <UnitHelp kind="score" />
        </span>
        <BandScale score={number} />
      </div>
    )
  }
  if (metric.widget_type === 'category' && typeof metric.value === 'string') {
    const categories = metric.widget_meta?.categories
    const all = Array.isArray(categories) ? categories.filter((c): c is string => typeof c === 'string') : []
    return (
      <div className={styles.value}>
        <span className={styles.categoryLabel}>{categoryLabel(t, metric.value)}</span>
        {all.length > 1 ? (
          <ol className={styles.categoryScale} aria-label={t('results.categoryScale')}>
            {all.map((c) => (
              <li key={c} className={c === metric.value ? styles.current : undefined}>
                {categoryLabel(t, c)}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    )
  }
  return (
    <div className={styles.value}>
      <span className={styles.number}>{shownValue(t, metric.value, language)}</span>
      {metric.units ? <span className={styles.units}>{unitsText(t, metric.units)}</span> : null}
      {kind ? <UnitHelp kind={kind} /> : null}
    </div>
  )
}
