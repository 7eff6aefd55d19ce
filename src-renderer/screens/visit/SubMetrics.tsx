/** The secondary metrics of an area, behind a disclosure. */
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResultMetric } from '../../../src-shared/contract'
import { metricName, unitsText } from '../../parts/results/metricText'
import { shownValue } from '../../parts/results/metricValue'
import styles from './SubMetrics.module.css'

export function SubMetrics({ metrics }: { metrics: ResultMetric[] }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const [open, setOpen] = useState(false)
  const id = useId()
  if (metrics.length === 0) return null
  return (
    <div>
      <button
        type="button"
        className={styles.disclosure}
        data-testid="submetrics-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('results.hideDetails') : t('results.showDetails', { count: metrics.length })}
      </button>
      {open ? (
        <dl className={styles.list} id={id} data-testid="submetrics">
          {metrics.map((m) => (
            <div key={m.tech_name} className={styles.submetric} data-testid={`submetric-${m.tech_name}`}>
              <dt>{metricName(t, m.tech_name, m.name)}</dt>
              <dd>
                {shownValue(t, m.value, language)}
                {m.units ? ` ${unitsText(t, m.units)}` : ''}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}
