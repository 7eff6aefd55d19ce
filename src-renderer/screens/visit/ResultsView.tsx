/**
 * One image's results, grouped by application: description (sanitized), then one card per algorithm. Failed
 * analyses are told once, above the rest (a photo without a face fails them all for the same reason).
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptureSide, ResultRecord } from '../../../src-shared/contract'
import { AppDescription } from './AppDescription'
import { groupByApplication } from './applicationGroups'
import { FailedAnalysis } from './FailedAnalysis'
import { failureGroups } from './failures'
import { applicationName } from '../../parts/results/metricText'
import { ResultCard } from './ResultCard'
import { SectionEmpty } from '../../ui'
import styles from './ResultsView.module.css'

type Props = {
  records: ResultRecord[]
  side: CaptureSide | null
  onRetake: (() => void) | null
}

export function ResultsView({ records, side, onRetake }: Props) {
  const { t } = useTranslation()
  const ok = useMemo(() => records.filter((r) => r.is_ok), [records])
  const failures = useMemo(() => failureGroups(records), [records])
  if (records.length === 0) {
    return <SectionEmpty data-testid="results-empty">{t('results.none')}</SectionEmpty>
  }
  return (
    <div className={styles.view} data-testid="results-view">
      {failures.length > 0 ? (
        <FailedAnalysis groups={failures} all={ok.length === 0} side={side} onRetake={onRetake} />
      ) : null}
      {groupByApplication(ok).map((group) => (
        <section key={group.key}>
          <h2 className={styles.groupTitle}>
            {applicationName(t, group.family, group.name ?? t('results.application'))}
          </h2>
          {group.description ? (
            <details className={styles.about}>
              <summary>{t('results.aboutApplication')}</summary>
              <AppDescription html={group.description} />
            </details>
          ) : null}
          <div className={styles.grid}>
            {group.records.map((record) => (
              <ResultCard key={record.id} record={record} />
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
