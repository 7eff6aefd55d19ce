/**
 * One numeric metric over time: measured points, the smoothed line, score bands behind, the treatments marked on
 * the time axis; a point opens its visit.
 */
import { memo, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../format/dates'
import { formatNumber } from '../../../parts/results/formatNumber'
import { metricName, unitsText } from '../../../parts/results/metricText'
import { UnitHelp } from '../../../parts/results/UnitHelp'
import { unitKindOf } from '../../../parts/results/unitKind'
import { ChartTable, type TreatmentRow } from './ChartTable'
import { pointComparability } from './pointComparability'
import { usePoorPhotoText } from './poorPhotoText'
import { chartConfig } from './chartConfig'
import type { TreatmentMark } from './treatmentMarks'
import { useTreatmentMarks } from './useTreatmentMarks'
import { dateLocaleFor } from './chartLocale'
import { Chart } from './chartSetup'
import { versionsOf, type NumericPoint, type NumericSeries } from './series'
import { smoothByVersion, type SmoothingMethod } from './smoothing'
import { cx } from '../../../ui/classNames'
import styles from './history.module.css'

type Props = {
  series: NumericSeries
  method: SmoothingMethod
  window: number
  onOpen: (point: NumericPoint) => void
  /** The subject's treatments by day, marked on the time axis (treatmentMarks.ts). */
  marks: readonly TreatmentMark[]
  /** The same one by one, for the table. */
  treatmentRows: readonly TreatmentRow[]
}

/** The analysis a version of the points comes from, by name (null: Face Skin Metrics 2.0 and the others). */
function versionName(t: (key: string) => string, version: string | null): string {
  return t(version === '3.0' ? 'history.version.v3' : 'history.version.v2')
}

/** Drawn again only when its own props change (memo): the history re-renders as its data is read again. */
export const MetricChart = memo(function MetricChart({
  series,
  method,
  window: size,
  onOpen,
  marks,
  treatmentRows,
}: Props) {
  const { t, i18n } = useTranslation()
  const canvas = useRef<HTMLCanvasElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const language = i18n.resolvedLanguage ?? 'en'
  const smoothed = useMemo(() => smoothByVersion(series.points, method, size), [series, method, size])
  const versions = useMemo(() => versionsOf(series.points), [series])
  const comparabilities = useMemo(() => pointComparability(series.points), [series])
  const poorPhoto = usePoorPhotoText()
  const poorPoints = comparabilities.flatMap((c, i) => (c?.level === 'poor' ? [i] : []))
  const openRef = useRef(onOpen)
  useEffect(() => {
    openRef.current = onOpen
  }, [onOpen])
  const { plugin: marksPlugin, chartRef: marksChart } = useTreatmentMarks(marks, box)

  useEffect(() => {
    if (!canvas.current) return
    const config = chartConfig(
      series,
      smoothed,
      dateLocaleFor(language),
      {
        measured: t('history.measured'),
        smoothed: t('history.smoothed'),
        versionFrom: (version) => t('history.versionFrom', { application: versionName(t, version) }),
        band: (band) => t(`results.band.${band}`),
        date: (time) => formatDate(new Date(time).toISOString(), language) ?? '',
        number: (value) => formatNumber(value, language),
        poorPhoto,
      },
      (index) => {
        const point = series.points[index]
        if (point) openRef.current(point)
      },
      comparabilities,
    )
    // Where each measured point was drawn, so tests can click one (a canvas has no element per point).
    const pointPixels = {
      id: 'pointPixels',
      afterRender: (chart: Chart) => {
        const pixels = chart.getDatasetMeta(0).data.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`)
        box.current?.setAttribute('data-pixels', pixels.join(';'))
      },
    }
    const chart = new Chart(canvas.current, { ...config, plugins: [pointPixels, marksPlugin()] })
    marksChart.current = chart
    return () => {
      marksChart.current = null
      chart.destroy()
    }
  }, [series, smoothed, language, t, comparabilities, poorPhoto, marksPlugin, marksChart])

  const units = unitsText(t, series.units)
  const name = metricName(t, series.techName, series.name)
  const kind = series.isScore
    ? 'score'
    : unitKindOf({ widget_type: 'number', units: series.units, value: series.points[0]?.value ?? null })
  return (
    <figure
      className={cx(styles.card, styles.chart)}
      data-testid="history-chart"
      data-metric={series.techName}
      data-points={series.points.length}
      data-smoothed={smoothed.join(',')}
      data-versions={versions.map((v) => v ?? '2.0').join(',')}
      data-poor={poorPoints.join(',')}
      ref={box}
    >
      <figcaption>
        <span className={styles.chartTitle}>{name}</span>
        {units ? <span className={styles.muted}> · {units}</span> : null}
        {kind ? <UnitHelp kind={kind} /> : null}
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.legendPoint} /> {t('history.measured')}
          <span className={styles.legendLine} /> {t('history.smoothed')}
          {poorPoints.length > 0 ? (
            <>
              <span className={styles.legendPoor} /> {t('history.poorLegend')}
            </>
          ) : null}
        </span>
      </figcaption>
      {versions.length > 1 ? (
        <p className={styles.versionNote} data-testid="history-version-note">
          {t('history.versionNote', {
            first: versionName(t, versions[0] ?? null),
            then: versionName(t, versions[versions.length - 1] ?? null),
            date: formatDate(
              series.points.find((p) => p.version === versions[versions.length - 1])?.capturedAt ?? null,
              language,
            ),
          })}
        </p>
      ) : null}
      <div className={styles.canvas}>
        <canvas ref={canvas} role="img" aria-label={t('history.chartLabel', { name })} />
      </div>
      <ChartTable
        caption={units ? `${name} (${units})` : name}
        techName={series.techName}
        points={series.points}
        smoothed={smoothed}
        comparabilities={comparabilities}
        onOpen={onOpen}
        treatments={treatmentRows}
      />
    </figure>
  )
})
