/**
 * "Export diagnostics…": in Electron, main asks where with the system's Save dialog (cancelling says nothing);
 * under the browser host a small dialog asks for a folder under the data folder's exports/ instead.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { diagnosticsFileName } from '../../src-shared/domain/diagnosticsFileName'
import { useBusyAction } from '../action/useBusyAction'
import { skin } from '../bridge/skin'
import { SaveAsDialog } from '../dialog/SaveAsDialog'
import { ErrorAlert } from '../feedback/ErrorAlert'
import { useSession } from '../store/session'
import { Button } from '../ui'
import styles from './settings.module.css'

const DEFAULT_FOLDER = 'diagnostics'

export function DiagnosticsExport() {
  const { t } = useTranslation()
  const host = useSession((s) => s.info?.host ?? 'browser')
  const [savedPath, setSavedPath] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [asking, setAsking] = useState(false)
  const { busy, run } = useBusyAction(setError)

  const exportWithSystemDialog = () =>
    run(async () => {
      const result = await skin.support.exportDiagnostics({})
      if (result.saved) setSavedPath(result.path)
    })

  return (
    <>
      <div className={styles.outcome} aria-live="polite">
        {savedPath ? (
          <p data-testid="diagnostics-saved">
            {t('support.exported')}{' '}
            <code className={styles.path} data-testid="diagnostics-saved-path">
              {savedPath}
            </code>
          </p>
        ) : null}
        <ErrorAlert error={error} testId="diagnostics-error" />
      </div>
      <Button
        data-testid="export-diagnostics"
        busy={busy}
        onClick={() => (host === 'electron' ? void exportWithSystemDialog() : setAsking(true))}
      >
        {busy ? t('support.exporting') : t('support.exportDiagnostics')}
      </Button>
      {asking ? (
        <SaveAsDialog
          title={t('support.saveTitle')}
          body={t('support.saveBody')}
          defaultFolder={DEFAULT_FOLDER}
          defaultFileName={diagnosticsFileName(new Date())}
          save={(where) => skin.support.exportDiagnostics(where)}
          onClose={() => setAsking(false)}
          onSaved={(path) => {
            setAsking(false)
            setError(null)
            setSavedPath(path)
          }}
        />
      ) : null}
    </>
  )
}
