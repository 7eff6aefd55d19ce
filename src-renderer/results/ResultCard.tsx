/** One algorithm's result: its face score by widget type, other areas, sub-metrics on demand, or its error. */
import { useTranslation } from 'react-i18next'
import type { ResultRecord } from '../../src-shared/contract'
import { MetricValueView } from './MetricValueView'
import { metricName } from './metricText'
import { textValue } from './metricValue'
import { algorithmOf, findArea } from './pickResult'
import { ResultError } from './ResultError'
import { SubMetrics } from './SubMetrics'

export function ResultCard({ record }: { record: ResultRecord }) {
  const { t } = useTranslation()
  const algorithm = algorithmOf(record)
  const face = findArea(record, 'face') ?? record.result.area_results[0]
  const others = record.result.area_results.filter((a) => a !== face)
  const title = face ? metricName(t, face.main_metric.tech_name, face.main_metric.name) : algorithm

  return (
    <article
      className={`result-card${record.is_ok ? '' : ' result-card-failed'}`}
      data-testid={face ? `metric-${face.main_metric.tech_name}` : `result-${algorithm}`}
      data-algorithm={record.algorithm_family_tech_name ?? algorithm}
    >
      <h3 className="result-title">
        {record.is_ok ? title : t(`results.algorithm.${algorithm}`, { defaultValue: algorithm })}
      </h3>
      {!record.is_ok ? (
        <ResultError reason={record.result.error} />
      ) : face ? (
        <>
          <MetricValueView metric={face.main_metric} />
          {others.length > 0 ? (
            <table className="area-table">
              <caption>{t('results.otherAreas')}</caption>
              <tbody>
                {others.map((area) => (
                  <tr key={area.area_name} data-testid={`area-${area.area_name}`}>
                    <th scope="row">
                      {t(`results.area.${area.area_name}`, { defaultValue: area.area_name })}
                    </th>
                    <td>{textValue(area.main_metric.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <SubMetrics metrics={face.sub_metrics} />
        </>
      ) : (
        <p className="muted">{t('results.noAreas')}</p>
      )}
    </article>
  )
}
