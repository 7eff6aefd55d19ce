/**
 * The change of each main metric between two visits, with whether it got better or worse, or stayed within what a
 * retake of the same skin moves it (no clear change; the note under the table says so).
 */
import { useTranslation } from 'react-i18next'
import { formatNumber, formatSignedNumber } from '../../parts/results/formatNumber'
import { categoryLabel, metricName, unitsText } from '../../parts/results/metricText'
import type { MetricDelta } from '../../../src-shared/domain/metricChange'
import { SectionEmpty, Text } from '../../ui'
import { cx } from '../../ui/classNames'
import styles from './CompareDeltas.module.css'

const arrows = { better: '▲', worse: '▼', same: '=', noClearChange: '≈' } as const

/** `versionsDiffer`: one visit was measured by Face Skin Analysis 3.0 and the other not (defined differently). */
export function CompareDeltas({
  rows,
  versionsDiffer = false,
}: {
  rows: MetricDelta[]
  versionsDiffer?: boolean
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  if (rows.length === 0)
    return (
      <SectionEmpty>
        {t(versionsDiffer ? 'compare.differentVersions' : 'compare.noCommonMetrics')}
      </SectionEmpty>
    )
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('compare.metric')}</th>
            <th scope="col">{t('compare.before')}</th>
            <th scope="col">{t('compare.after')}</th>
            <th scope="col">{t('compare.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.techName}>
              <th scope="row">
                {metricName(t, row.techName, row.name)}
                {row.kind === 'numeric' && row.units ? (
                  <Text as="span" tone="muted">
                    {' '}
                    · {unitsText(t, row.units)}
                  </Text>
                ) : null}
              </th>
              {row.kind === 'numeric' ? (
                <>
                  <td>{formatNumber(row.before, language)}</td>
                  <td>{formatNumber(row.after, language)}</td>
                  <td>
                    <span
                      className={cx(styles.delta, styles[row.direction])}
                      data-testid={`compare-delta-${row.techName}`}
                      data-direction={row.direction}
                    >
                      <span aria-hidden="true">{arrows[row.direction]}</span>{' '}
                      {formatSignedNumber(row.delta, language)}{' '}
                      <span className={styles.word}>{t(`compare.direction.${row.direction}`)}</span>
                    </span>
                  </td>
                </>
              ) : (
                <>
                  <td>{categoryLabel(t, row.before)}</td>
                  <td>{categoryLabel(t, row.after)}</td>
                  <td className={styles.muted}>
                    {row.before === row.after ? t('compare.unchanged') : t('compare.changed')}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.some((row) => row.kind === 'numeric' && row.direction === 'noClearChange') ? (
        <Text tone="muted" size="sm" className={styles.note} data-testid="compare-noise-note">
          {t('compare.noiseNote')}
        </Text>
      ) : null}
    </>
  )
}
