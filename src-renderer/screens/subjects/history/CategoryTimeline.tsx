/**
 * A categorical metric over time (skin tone, acne class), oldest first: one dated label per run of visits with
 * the same value ("Tan, Dec 2025 – Oct 2026, 11 visits"), so a change stands out; a label opens the newest
 * visit of its run.
 */
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../format/dates'
import { categoryLabel, metricName } from '../../../parts/results/metricText'
import { runsOf } from './categoryRuns'
import type { CategoryPoint, CategorySeries } from './series'
import { Chip } from '../../../ui'
import { cx } from '../../../ui/classNames'
import styles from './history.module.css'

export const CategoryTimeline = memo(function CategoryTimeline({
  series,
  onOpen,
}: {
  series: CategorySeries
  onOpen: (point: CategoryPoint) => void
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const runs = useMemo(() => runsOf(series.points), [series])
  return (
    <figure
      className={cx(styles.card, styles.timeline)}
      data-testid="history-category-timeline"
      data-metric={series.techName}
    >
      <figcaption className={styles.chartTitle}>{metricName(t, series.techName, series.name)}</figcaption>
      <ol className={styles.chips}>
        {runs.map((run) => {
          const from = formatDate(run.first.capturedAt, language) ?? ''
          const to = formatDate(run.last.capturedAt, language) ?? ''
          return (
            <li key={`${run.first.imageId}-${run.first.time}`}>
              <Chip data-testid="timeline-run" data-visits={run.count} onClick={() => onOpen(run.last)}>
                <span className={styles.chipDate}>
                  {run.count === 1 ? from : t('history.runDates', { from, to })}
                </span>
                <span className={styles.chipLabel}>
                  {categoryLabel(t, run.label)}
                  {run.count > 1 ? (
                    <span className={styles.muted}> · {t('history.runVisits', { count: run.count })}</span>
                  ) : null}
                </span>
              </Chip>
            </li>
          )
        })}
      </ol>
    </figure>
  )
})
