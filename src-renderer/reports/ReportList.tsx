/** Saved reports as rows, or what to say when there are none or they cannot be read. */
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../src-preload/contract'
import { useErrorText } from '../i18n/useErrorText'
import { ReportRow } from './ReportRow'
import type { LoadedReports } from './useSubjectReports'

type Props = {
  loaded: LoadedReports
  /** Which of the loaded reports to list (all of a subject's, or one visit's). */
  pick?: (report: SavedReport) => boolean
  empty: string
  testId: string
  onView: (report: SavedReport) => void
  onChanged: () => void
}

export function ReportList({ loaded, pick = () => true, empty, testId, onView, onChanged }: Props) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  if (loaded.status === 'loading') {
    return (
      <div className="report-list-loading" aria-busy="true">
        <span className="skeleton" />
      </div>
    )
  }
  if (loaded.status === 'error') {
    return (
      <div className="alert alert-error alert-row report-list-alert" role="alert" data-testid="reports-error">
        <span>{errorText(loaded.error)}</span>
        <button type="button" className="button button-small" onClick={onChanged}>
          {t('list.retry')}
        </button>
      </div>
    )
  }
  const reports = loaded.reports.filter(pick)
  if (reports.length === 0) {
    return (
      <p className="section-empty muted" data-testid="reports-empty">
        {empty}
      </p>
    )
  }
  return (
    <ul className="report-list" data-testid={testId}>
      {reports.map((report) => (
        <ReportRow key={report.id} report={report} onView={onView} onRemoved={onChanged} />
      ))}
    </ul>
  )
}
