/**
 * A history chart's data as a table, behind "Show as table": each visit's date (a button that opens the visit,
 * as a point on the chart does), the measured and the smoothed value, all in the UI language.
 */
import { useTranslation } from 'react-i18next'
import { formatDate } from '../format/dates'
import { formatNumber } from '../results/formatNumber'
import type { NumericPoint } from './series'

type Props = {
  caption: string
  points: readonly NumericPoint[]
  smoothed: readonly number[]
  onOpen: (point: NumericPoint) => void
}

export function ChartTable({ caption, points, smoothed, onOpen }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  return (
    <details className="chart-table" data-testid="history-chart-table">
      <summary>{t('history.showTable')}</summary>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.measured')}</th>
            <th scope="col">{t('history.smoothed')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, i) => {
            const value = smoothed[i]
            return (
              <tr key={`${point.imageId}-${point.time}`}>
                <th scope="row">
                  <button type="button" className="row-link" onClick={() => onOpen(point)}>
                    {formatDate(point.capturedAt, language)}
                  </button>
                </th>
                <td>{formatNumber(point.value, language)}</td>
                <td>{value === undefined ? '—' : formatNumber(value, language)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </details>
  )
}
