/**
 * The browser host's stand-in for the system Save dialog: a folder under the data folder's exports/ and a file
 * name, for any file the user saves (a report, diagnostics). `save` does the saving; its failure shows here.
 */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChannelResult } from '../../../src-shared/contract'
import { ErrorAlert } from '../feedback/ErrorAlert'
import { TextField } from '../form/TextField'
import { Form, Modal, Text } from '..'
import { ModalActions } from './ModalActions'

type Saved = ChannelResult<'reports.save'>

type Props = {
  title: string
  body: string
  defaultFolder: string
  defaultFileName: string
  save: (where: { folder: string; fileName: string }) => Promise<Saved>
  onClose: () => void
  onSaved: (path: string | null) => void
}

export function SaveAsDialog({ title, body, defaultFolder, defaultFileName, save, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const [folder, setFolder] = useState(defaultFolder)
  const [fileName, setFileName] = useState(defaultFileName)
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
      const result = await save({ folder: folder.trim(), fileName: name })
      if (result.saved) onSaved(result.path)
      else onClose()
    } catch (e) {
      setError(e)
      setBusy(false)
    }
  }

  return (
    <Modal title={title} onClose={onClose} busy={busy} testId="save-dialog">
      <Text tone="muted">{body}</Text>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="saveFolder"
          label={t('saveAs.folder')}
          data-testid="save-folder"
          autoComplete="off"
          spellCheck={false}
          value={folder}
          onChange={(e) => setFolder(e.target.value)}
          disabled={busy}
        />
        <TextField
          id="saveFileName"
          label={t('saveAs.fileName')}
          data-testid="save-file-name"
          autoComplete="off"
          spellCheck={false}
          value={fileName}
          onChange={(e) => {
            setFileName(e.target.value)
            setFileNameMissing(false)
          }}
          error={fileNameMissing ? t('saveAs.fileNameMissing') : null}
          disabled={busy}
        />
        <ErrorAlert error={error} testId="save-error" />
        <ModalActions
          busy={busy}
          onCancel={onClose}
          submitLabel={t('saveAs.submit')}
          busyLabel={t('saveAs.busy')}
          submitTestId="save-confirm"
        />
      </Form>
    </Modal>
  )
}
