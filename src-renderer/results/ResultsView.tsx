/** One image's results, grouped by application: description (sanitized), then one card per algorithm. */
import { useTranslation } from 'react-i18next'
import type { ResultRecord } from '../../src-shared/contract'
import { AppDescription } from './AppDescription'
import { groupByApplication } from './applicationGroups'
import { ResultCard } from './ResultCard'

export function ResultsView({ records }: { records: ResultRecord[] }) {
  const { t } = useTranslation()
  if (records.length === 0) {
    return (
      <p className="section-empty muted" data-testid="results-empty">
        {t('results.none')}
      </p>
    )
  }
  return (
    <div className="results-view" data-testid="results-view">
      {groupByApplication(records).map((group) => (
        <section key={group.key} className="results-group">
          <h2 className="results-group-title">{group.name ?? t('results.application')}</h2>
          {group.description ? (
            <details className="app-about">
              <summary>{t('results.aboutApplication')}</summary>
              <AppDescription html={group.description} />
            </details>
          ) : null}
          <div className="result-grid">
            {group.records.map((record) => (
              <ResultCard key={record.id} record={record} />
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
