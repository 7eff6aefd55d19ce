/** A categorical metric over time (skin tone, acne class): a row of dated labels, oldest first. */
import { useTranslation } from 'react-i18next'
import { formatDate } from '../format/dates'
import { categoryLabel, metricName } from '../results/metricText'
import type { CategoryPoint, CategorySeries } from './series'

export function CategoryTimeline({
  series,
  onOpen,
}: {
  series: CategorySeries
  onOpen: (point: CategoryPoint) => void
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  return (
    <figure
      className="category-timeline card"
      data-testid="history-category-timeline"
      data-metric={series.techName}
    >
      <figcaption className="history-chart-title">{metricName(t, series.techName, series.name)}</figcaption>
      <ol className="timeline-chips">
        {series.points.map((point) => (
          <li key={`${point.imageId}-${point.time}`}>
            <button type="button" className="timeline-chip" onClick={() => onOpen(point)}>
              <span className="timeline-date">{formatDate(point.capturedAt, language)}</span>
              <span className="timeline-label">{categoryLabel(t, point.label)}</span>
            </button>
          </li>
        ))}
      </ol>
    </figure>
  )
}
