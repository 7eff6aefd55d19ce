/** The browser host's stand-in for the system Save dialog: a folder under the data folder's exports/ and a file name. */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../src-shared/contract'
import { skin } from '../bridge/skin'
import { Modal } from '../dialog/Modal'
import { ModalActions } from '../dialog/ModalActions'
import { ErrorAlert } from '../feedback/ErrorAlert'
import { TextField } from '../form/TextField'

const DEFAULT_FOLDER = 'reports'

type Props = { report: SavedReport; onClose: () => void; onSaved: (path: string | null) => void }

export function SaveReportDialog({ report, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const [folder, setFolder] = useState(DEFAULT_FOLDER)
  const [fileName, setFileName] = useState(report.defaultFileName)
  const [fileNameMissing, setFileNameMissing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const name = fileName.trim()
    setFileNameMissing(!name)
    if (!name) return
    setBusy(true)
    setError(null)
    try {
      const result = await skin.reports.save({ reportId: report.id, folder: folder.trim(), fileName: name })
      if (result.saved) onSaved(result.path)
      else onClose()
    } catch (e) {
      setError(e)
      setBusy(false)
    }
  }

  return (
    <Modal title={t('saveReport.title')} onClose={onClose} busy={busy} testId="save-dialog">
      <p className="muted">{t('saveReport.body')}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="saveFolder"
          label={t('saveReport.folder')}
          data-testid="save-folder"
          autoComplete="off"
          spellCheck={false}
          value={folder}
          onChange={(e) => setFolder(e.target.value)}
          disabled={busy}
        />
        <TextField
          id="saveFileName"
          label={t('saveReport.fileName')}
          data-testid="save-file-name"
          autoComplete="off"
          spellCheck={false}
          value={fileName}
          onChange={(e) => {
            setFileName(e.target.value)
            setFileNameMissing(false)
          }}
          error={fileNameMissing ? t('saveReport.fileNameMissing') : null}
          disabled={busy}
        />
        <ErrorAlert error={error} testId="save-error" />
        <ModalActions
          busy={busy}
          onCancel={onClose}
          submitLabel={t('saveReport.submit')}
          busyLabel={t('saveReport.busy')}
          submitTestId="save-confirm"
        />
      </form>
    </Modal>
  )
}
