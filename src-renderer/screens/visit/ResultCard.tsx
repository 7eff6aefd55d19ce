/** One algorithm's result: its face score by widget type, other areas, and sub-metrics on demand. */
import { useTranslation } from 'react-i18next'
import type { ResultRecord } from '../../../src-shared/contract'
import { MetricValueView } from './MetricValueView'
import { metricName, unitsText } from '../../parts/results/metricText'
import { shownValue } from '../../parts/results/metricValue'
import { algorithmOf, findArea } from '../../parts/results/pickResult'
import { SubMetrics } from './SubMetrics'
import { Text } from '../../ui'
import styles from './ResultCard.module.css'

export function ResultCard({ record }: { record: ResultRecord }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const algorithm = algorithmOf(record)
  const face = findArea(record, 'face') ?? record.result.area_results[0]
  const others = record.result.area_results.filter((a) => a !== face)
  const title = face
    ? metricName(t, face.main_metric.tech_name, face.main_metric.name)
    : t(`results.algorithm.${algorithm}`, { defaultValue: algorithm })

  return (
    <article
      className={styles.card}
      data-testid={face ? `metric-${face.main_metric.tech_name}` : `result-${algorithm}`}
      data-algorithm={record.algorithm_family_tech_name ?? algorithm}
    >
      <h3 className={styles.title}>{title}</h3>
      {face ? (
        <>
          <MetricValueView metric={face.main_metric} />
          {others.length > 0 ? (
            <table className={styles.areaTable}>
              <caption>{t('results.otherAreas')}</caption>
              <tbody>
                {others.map((area) => (
                  <tr key={area.area_name} data-testid={`area-${area.area_name}`}>
                    <th scope="row">
                      {t(`results.area.${area.area_name}`, { defaultValue: area.area_name })}
                    </th>
                    <td>
                      {shownValue(t, area.main_metric.value, language)}
                      {area.main_metric.units && area.main_metric.widget_type !== 'bad_good_line'
                        ? ` ${unitsText(t, area.main_metric.units)}`
                        : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <SubMetrics metrics={face.sub_metrics} />
        </>
      ) : (
        <Text tone="muted">{t('results.noAreas')}</Text>
      )}
    </article>
  )
}
