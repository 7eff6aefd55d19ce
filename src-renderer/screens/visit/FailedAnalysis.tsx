/**
 * The analyses of a photo that failed, told once for the photo (not once per metric): the reason in words, what
 * the clinic can do, and "Retake this side", which opens the capture screen for this side of the subject.
 */
import { useTranslation } from 'react-i18next'
import type { CaptureSide } from '../../../src-shared/contract'
import { listFormat } from '../../format/intlCache'
import { Button, Card } from '../../ui'
import type { FailureGroup } from './failures'
import styles from './FailedAnalysis.module.css'

type Props = {
  groups: FailureGroup[]
  /** Every analysis of the photo failed (nothing else is shown for it). */
  all: boolean
  side: CaptureSide | null
  onRetake: (() => void) | null
}

export function FailedAnalysis({ groups, all, side, onRetake }: Props) {
  const { t, i18n } = useTranslation()
  const list = listFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' })
  const sideName = side ? t(`history.side.${side}`) : null
  const title = all
    ? sideName
      ? t('results.failure.allOfSide', { side: sideName })
      : t('results.failure.all')
    : t('results.failure.some', { count: groups.reduce((n, g) => n + g.algorithms.length, 0) })
  return (
    <Card
      as="section"
      className={styles.failedAnalysis}
      aria-labelledby="failed-analysis-title"
      data-testid="failed-analysis"
      data-side={side ?? ''}
    >
      <h2 id="failed-analysis-title" className={styles.title}>
        {title}
      </h2>
      {groups.map((group) => (
        <div
          key={group.reason ?? ''}
          className={styles.reason}
          data-testid="failure-reason"
          data-advice={group.advice}
        >
          <p>
            <strong>
              {group.known
                ? t(`results.failure.reason.${group.known}`)
                : (group.reason ?? t('results.unknownError'))}
            </strong>
            {group.known && group.reason ? (
              <span className={styles.muted}>
                {' ('}
                {t('results.failure.serviceSaid', { reason: group.reason })}
                {')'}
              </span>
            ) : null}
          </p>
          {all ? null : (
            <p className={styles.muted} data-testid="failure-algorithms">
              {t('results.failure.notMeasured', {
                names: list.format(
                  group.algorithms.map((a) => t(`results.algorithm.${a}`, { defaultValue: a })),
                ),
              })}
            </p>
          )}
          <p>{t(`results.advice.${group.advice}`)}</p>
        </div>
      ))}
      {onRetake ? (
        <Button variant="primary" data-testid="retake-side" onClick={onRetake}>
          {t('results.failure.retake')}
        </Button>
      ) : null}
    </Card>
  )
}
