/** One saved PDF report: its language, visit and size, and what can be done with it. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../../src-shared/contract'
import { formatFileSize } from '../../format/bytes'
import { formatDateTime } from '../../format/dates'
import { useErrorText } from '../../i18n/useErrorText'
import { reportTitle, reportVisits } from './reportWords'
import { useSession } from '../../store/session'
import { Button, Icon, Text } from '../../ui'
import { RemoveReportButton } from './RemoveReportButton'
import { SaveReportButton } from './SaveReportButton'
import { ShowInFolderButton } from './ShowInFolderButton'
import styles from './reports.module.css'

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
  const visits = reportVisits(t, report, language)

  return (
    <li
      className={styles.row}
      data-testid="report-row"
      data-report-id={report.id}
      data-kind={report.kind}
      data-purpose={report.sheet?.purpose ?? ''}
    >
      <Icon name="document" className={styles.icon} size={28} />
      <div className={styles.text}>
        <p className={styles.title}>
          <span data-testid="report-locale-name">{reportTitle(t, report, language)}</span>
          {visits ? (
            <Text as="span" tone="muted">
              {' '}
              · {visits}
            </Text>
          ) : null}
        </p>
        <Text tone="muted" size="sm">
          {t('reports.created', { date: formatDateTime(report.createdAt, language) ?? '' })} ·{' '}
          {formatFileSize(report.bytes, language)}
        </Text>
        {savedPath ? (
          <Text tone="muted" size="sm">
            {t('reports.savedTo')}{' '}
            <code className={styles.path} data-testid="report-saved-path">
              {savedPath}
            </code>
          </Text>
        ) : null}
        {actionError ? (
          <p className={styles.error} role="alert" data-testid="report-action-error">
            {errorText(actionError)}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button variant="primary" size="small" data-testid="report-view" onClick={() => onView(report)}>
          {t('reports.view')}
        </Button>
        <SaveReportButton report={report} onSaved={setSavedPath} onError={setActionError} />
        {canShowInFolder ? <ShowInFolderButton reportId={report.id} onError={setActionError} /> : null}
        <RemoveReportButton report={report} />
      </div>
    </li>
  )
}
