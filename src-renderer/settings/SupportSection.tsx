/** Help for the clinic's support desk: where the log file is, and one diagnostics file to send them. */
import { useTranslation } from 'react-i18next'
import { Card } from '../ui'
import { DiagnosticsExport } from './DiagnosticsExport'
import { LogsFolderButton } from './LogsFolderButton'

export function SupportSection() {
  const { t } = useTranslation()
  return (
    <Card as="section" className="section-card" aria-labelledby="support-title" data-testid="support">
      <div className="section-head">
        <h2 id="support-title">{t('support.title')}</h2>
      </div>
      <div className="settings-body">
        <div className="settings-group">
          <div className="settings-group-text">
            <h3>{t('support.logsTitle')}</h3>
            <p className="muted">{t('support.logsExplained')}</p>
          </div>
          <LogsFolderButton />
        </div>
        <div className="settings-group">
          <div className="settings-group-text">
            <h3>{t('support.diagnosticsTitle')}</h3>
            <p className="muted">{t('support.diagnosticsExplained')}</p>
          </div>
          <DiagnosticsExport />
        </div>
      </div>
    </Card>
  )
}
