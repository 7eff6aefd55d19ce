/**
 * "Export …" of a file main writes (diagnostics, the audit trail's CSV): in Electron, main asks where with the
 * system's Save dialog (cancelling says nothing); under the browser host a small dialog asks for a folder under
 * the data folder's exports/ instead. Then where it was saved, or why not, above the button.
 */
import { useState } from 'react'
import type { ChannelResult } from '../../../../src-shared/contract'
import { useBusyAction } from '../../../ui/feedback/useBusyAction'
import { ErrorAlert } from '../../../ui/feedback/ErrorAlert'
import { useSession } from '../../../store/session'
import { Button } from '../../../ui'
import { SaveAsDialog } from '../../../ui/dialog/SaveAsDialog'
import styles from './fileExport.module.css'

type Saved = ChannelResult<'support.exportDiagnostics'>

export interface FileExportProps {
  /** The button's test id. */
  buttonTestId: string
  /** Test ids of what it says: `<testId>-saved`, `<testId>-saved-path`, `<testId>-error`. */
  testId: string
  label: string
  busyLabel: string
  /** "Saved to" before the path. */
  savedLabel: string
  dialogTitle: string
  dialogBody: string
  defaultFolder: string
  defaultFileName: () => string
  /** Saves: with the browser host's folder and name, or `{}` for the system dialog. */
  save: (where: { folder?: string; fileName?: string }) => Promise<Saved>
}

export function FileExport(props: FileExportProps) {
  const host = useSession((s) => s.info?.host ?? 'browser')
  const [savedPath, setSavedPath] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [asking, setAsking] = useState(false)
  const { busy, run } = useBusyAction(setError)

  const exportWithSystemDialog = () =>
    run(async () => {
      const result = await props.save({})
      if (result.saved) setSavedPath(result.path)
    })

  return (
    <>
      <div className={styles.outcome} aria-live="polite">
        {savedPath ? (
          <p data-testid={`${props.testId}-saved`}>
            {props.savedLabel}{' '}
            <code className={styles.path} data-testid={`${props.testId}-saved-path`}>
              {savedPath}
            </code>
          </p>
        ) : null}
        <ErrorAlert error={error} testId={`${props.testId}-error`} />
      </div>
      <Button
        data-testid={props.buttonTestId}
        busy={busy}
        onClick={() => (host === 'electron' ? void exportWithSystemDialog() : setAsking(true))}
      >
        {busy ? props.busyLabel : props.label}
      </Button>
      {asking ? (
        <SaveAsDialog
          title={props.dialogTitle}
          body={props.dialogBody}
          defaultFolder={props.defaultFolder}
          defaultFileName={props.defaultFileName()}
          save={(where) => props.save(where)}
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
