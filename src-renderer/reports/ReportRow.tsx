/** One saved PDF report: its language, visit and size, and what can be done with it. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../src-shared/contract'
import { formatFileSize } from '../format/bytes'
import { formatDateTime } from '../format/dates'
import { useErrorText } from '../i18n/useErrorText'
import { reportLocaleLabel } from '../reportLocale/reportLocaleName'
import { useSession } from '../store/session'
import { RemoveReportButton } from './RemoveReportButton'
import { SaveReportButton } from './SaveReportButton'
import { ShowInFolderButton } from './ShowInFolderButton'

type Props = {
  report: SavedReport
  onView: (report: SavedReport) => void
}

export function ReportRow({ report, onView }: Props) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const language = i18n.resolvedLanguage ?? 'en'
  const canShowInFolder = useSession((s) => s.info?.canShowInFolder ?? false)
  const [savedPath, setSavedPath] = useState(report.savedPath)
  const [actionError, setActionError] = useState<unknown>(null)
  const visit = formatDateTime(report.visitAt, language)

  return (
    <li className="report-row" data-testid="report-row" data-report-id={report.id}>
      <svg className="report-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path
          d="M6.5 3h7.5l4.5 4.5V19.5A1.5 1.5 0 0 1 17 21H6.5A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M14 3v4.5h4.5M8.5 12.5h7M8.5 15.5h7M8.5 9.5h3" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <div className="report-text">
        <p className="report-title">
          <span data-testid="report-locale-name">{reportLocaleLabel(report.locale, language)}</span>
          {visit ? <span className="muted"> · {t('reports.visitOf', { date: visit })}</span> : null}
        </p>
        <p className="report-meta muted">
          {t('reports.created', { date: formatDateTime(report.createdAt, language) ?? '' })} ·{' '}
          {formatFileSize(report.bytes, language)}
        </p>
        {savedPath ? (
          <p className="report-saved muted">
            {t('reports.savedTo')}{' '}
            <code className="report-path" data-testid="report-saved-path">
              {savedPath}
            </code>
          </p>
        ) : null}
        {actionError ? (
          <p className="report-error" role="alert" data-testid="report-action-error">
            {errorText(actionError)}
          </p>
        ) : null}
      </div>
      <div className="report-actions">
        <button
          type="button"
          className="button button-small button-primary"
          data-testid="report-view"
          onClick={() => onView(report)}
        >
          {t('reports.view')}
        </button>
        <SaveReportButton report={report} onSaved={setSavedPath} onError={setActionError} />
        {canShowInFolder ? <ShowInFolderButton reportId={report.id} onError={setActionError} /> : null}
        <RemoveReportButton report={report} />
      </div>
    </li>
  )
}
