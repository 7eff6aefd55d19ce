/**
 * A history chart's data as a table, behind "Show as table": each visit's date (a button that opens the visit,
 * as a point on the chart does), the measured and the smoothed value, and the change since the visit before,
 * "no clear change" when it is within the metric's noise floor (src-shared/domain/noiseFloors.ts, or this service's
 * administrator's: useNoiseFloors; none across two
 * versions of the analysis, which are not comparable), all in the UI language. The rows are
 * made the first time the table is opened (then kept): five closed tables of 167 visits were 4,200 elements
 * and 2,500 formatted values on every render of the history.
 */
import { Fragment, memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../format/dates'
import { isClearChange } from '../../../../src-shared/domain/noiseFloors'
import { formatNumber, formatSignedNumber } from '../../../parts/results/formatNumber'
import { useNoiseFloors } from '../../../data/useNoiseFloors'
import type { Comparability } from '../../../../src-shared/domain/faceMatch'
import { usePoorPhotoText } from './poorPhotoText'
import type { NumericPoint } from './series'
import { LinkButton } from '../../../ui'
import styles from './history.module.css'

type Props = {
  caption: string
  /** The metric, for its noise floor. */
  techName: string
  points: readonly NumericPoint[]
  smoothed: readonly number[]
  /** Each point's photo against the patient's first (pointComparability.ts); null where it cannot be said. */
  comparabilities?: readonly (Comparability | null)[]
  onOpen: (point: NumericPoint) => void
  /** The treatments, oldest first: a row each, between the visits they came between. */
  treatments?: readonly TreatmentRow[]
}

/** A treatment as the table shows it: when (ms, and the date in words), and what was done. */
export type TreatmentRow = { id: string; time: number; day: string; text: string }

/** Treatments as rows: the date, and what was done. */
function TreatmentRows({ rows }: { rows: readonly TreatmentRow[] }) {
  return rows.map((row) => (
    <tr key={row.id} data-testid="history-table-treatment" className={styles.treatmentRow}>
      <th scope="row">{row.day}</th>
      <td colSpan={4}>{row.text}</td>
    </tr>
  ))
}

export const ChartTable = memo(function ChartTable(props: Props) {
  const { t } = useTranslation()
  const [made, setMade] = useState(false)
  return (
    <details
      className={styles.table}
      data-testid="history-chart-table"
      onToggle={(e) => {
        if (e.currentTarget.open) setMade(true)
      }}
    >
      {/* On the click, before the details open, so they never show empty for a frame. */}
      <summary onClick={() => setMade(true)}>{t('history.showTable')}</summary>
      {made ? <TableOf {...props} /> : null}
    </details>
  )
})

function TableOf({
  caption,
  techName,
  points,
  smoothed,
  comparabilities = [],
  onOpen,
  treatments = [],
}: Props) {
  const { t, i18n } = useTranslation()
  const poorPhoto = usePoorPhotoText()
  const floors = useNoiseFloors()
  const language = i18n.resolvedLanguage ?? 'en'
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.date')}</th>
          <th scope="col">{t('history.measured')}</th>
          <th scope="col">{t('history.smoothed')}</th>
          <th scope="col">{t('history.change')}</th>
          <th scope="col">{t('history.photo')}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point, i) => {
          // the treatments done from the visit before (at it, after its photo) up to this one come first
          const before = points[i - 1]
          const after = before === undefined ? -Infinity : before.time
          const between = treatments.filter((e) => e.time >= after && e.time < point.time)
          const value = smoothed[i]
          const comparable = before !== undefined && before.version === point.version
          const change = comparable ? Math.round((point.value - before.value) * 10) / 10 : null
          const photoCell = (c: Comparability | null) =>
            c === null ? '—' : c.level === 'poor' ? poorPhoto(c) : t('history.comparablePhoto')
          return (
            <Fragment key={`${point.imageId}-${point.time}`}>
              <TreatmentRows rows={between} />
              <tr>
                <th scope="row">
                  <LinkButton onClick={() => onOpen(point)}>
                    {formatDate(point.capturedAt, language)}
                  </LinkButton>
                </th>
                <td>{formatNumber(point.value, language)}</td>
                <td>{value === undefined ? '—' : formatNumber(value, language)}</td>
                <td data-testid="history-table-change">
                  {change === null ? (
                    '—'
                  ) : (
                    <>
                      {formatSignedNumber(change, language)}
                      {change !== 0 &&
                      comparable &&
                      !isClearChange(techName, before.value, point.value, floors) ? (
                        <span className={styles.noClearChange}> {t('history.noClearChange')}</span>
                      ) : null}
                    </>
                  )}
                </td>
                <td data-testid="history-table-photo" data-level={comparabilities[i]?.level ?? ''}>
                  {photoCell(comparabilities[i] ?? null)}
                </td>
              </tr>
            </Fragment>
          )
        })}
        <TreatmentRows
          rows={treatments.filter((e) => e.time >= (points[points.length - 1]?.time ?? Infinity))}
        />
      </tbody>
    </table>
  )
}
