/**
 * "Open logs folder": Electron opens it in the file manager; the browser host cannot, so it says where the folder
 * is. Either way the folder's path is shown, to read out to a support desk.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LogsFolder } from '../../../src-shared/contract'
import { useBusyAction } from '../../ui/feedback/useBusyAction'
import { skin } from '../../bridge/skin'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { Button } from '../../ui'
import styles from './settings.module.css'

export function LogsFolderButton() {
  const { t } = useTranslation()
  const [folder, setFolder] = useState<LogsFolder | null>(null)
  const [error, setError] = useState<unknown>(null)
  const { busy, run } = useBusyAction(setError)

  return (
    <>
      <div className={styles.outcome} aria-live="polite">
        {folder ? (
          <p data-testid="logs-folder" data-opened={folder.opened}>
            {folder.opened ? t('support.logsOpened') : t('support.logsHere')}{' '}
            <code className={styles.path} data-testid="logs-folder-path">
              {folder.folder}
            </code>
          </p>
        ) : null}
        <ErrorAlert error={error} testId="logs-folder-error" />
      </div>
      <Button
        data-testid="open-logs"
        busy={busy}
        onClick={() => void run(async () => setFolder(await skin.support.openLogs()))}
      >
        {busy ? t('support.opening') : t('support.openLogs')}
      </Button>
    </>
  )
}
