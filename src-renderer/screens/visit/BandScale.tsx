/** A 0–100 score on its bad–good line: the six bands, a marker at the score, and the band's name. */
import { useTranslation } from 'react-i18next'
import { bandOf, bands } from '../../../src-shared/domain/scoreBands'
import { cx } from '../../ui/classNames'
import styles from './BandScale.module.css'

export function BandScale({ score }: { score: number }) {
  const { t } = useTranslation()
  const band = bandOf(score)
  const position = Math.min(100, Math.max(0, score))
  return (
    <div className={styles.scale}>
      <div className={styles.track} aria-hidden="true">
        {bands.map((b) => (
          <span
            key={b.name}
            className={cx(styles.segment, styles[b.name], b.name === band && styles.current)}
            style={{ flexBasis: `${b.to - b.from}%` }}
          />
        ))}
        <span className={styles.marker} style={{ left: `${position}%` }} />
      </div>
      <div className={styles.ticks} aria-hidden="true">
        <span>0</span>
        <span>100</span>
      </div>
      {band ? (
        <span className={styles.chip} data-testid="metric-band" data-band={band}>
          {t(`results.band.${band}`)}
        </span>
      ) : null}
    </div>
  )
}
