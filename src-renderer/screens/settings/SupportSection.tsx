/** Help for the clinic's support desk: where the log file is, and one diagnostics file to send them. */
import { useTranslation } from 'react-i18next'
import { Section } from '../../ui'
import styles from './settings.module.css'
import { DiagnosticsExport } from './DiagnosticsExport'
import { LogsFolderButton } from './LogsFolderButton'

export function SupportSection() {
  const { t } = useTranslation()
  return (
    <Section titleId="support-title" title={t('support.title')} data-testid="support">
      <div className={styles.body}>
        <div className={styles.group}>
          <div>
            <h3>{t('support.logsTitle')}</h3>
            <p className={styles.hint}>{t('support.logsExplained')}</p>
          </div>
          <LogsFolderButton />
        </div>
        <div className={styles.group}>
          <div>
            <h3>{t('support.diagnosticsTitle')}</h3>
            <p className={styles.hint}>{t('support.diagnosticsExplained')}</p>
          </div>
          <DiagnosticsExport />
        </div>
      </div>
    </Section>
  )
}
