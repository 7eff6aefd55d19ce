/** Swaps the stored API key for a new one without leaving the current screen. */
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { skin, SkinError } from '../bridge/skin'
import { checkApiKey, checkCompanyId } from './validate'
import { Form, Modal, Text } from '../ui'
import { ModalActions } from '../ui/dialog/ModalActions'
import { ErrorAlert } from '../ui/feedback/ErrorAlert'
import { SecretField, takeSecret } from '../ui/form/SecretField'
import { TextField } from '../ui/form/TextField'
import { applyStatus } from './applyStatus'

type Props = { initialCompanyId: string; onClose: () => void }

export function ReplaceKeyDialog({ initialCompanyId, onClose }: Props) {
  const { t } = useTranslation()
  const [companyId, setCompanyId] = useState(initialCompanyId)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<SkinError | null>(null)
  const keyInput = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const apiKey = takeSecret(keyInput.current)
    const invalid = checkCompanyId(companyId) ?? checkApiKey(apiKey)
    if (invalid) {
      setError(new SkinError({ code: invalid, params: {}, field: null, detail: null }))
      return
    }
    setBusy(true)
    setError(null)
    try {
      applyStatus(await skin.auth.replaceKey({ companyId: companyId.trim(), apiKey }))
      onClose()
    } catch (e) {
      setError(
        e instanceof SkinError
          ? e
          : new SkinError({ code: 'internal', params: {}, field: null, detail: null }),
      )
      setBusy(false)
    }
  }

  return (
    <Modal title={t('replaceKey.title')} onClose={onClose} busy={busy} testId="replace-key-dialog">
      <Text tone="muted">{t('replaceKey.body')}</Text>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="replaceCompanyId"
          label={t('replaceKey.companyId')}
          spellCheck={false}
          value={companyId}
          onChange={(e) => setCompanyId(e.target.value)}
          disabled={busy}
        />
        <SecretField id="replaceApiKey" label={t('replaceKey.apiKey')} inputRef={keyInput} disabled={busy} />
        <ErrorAlert error={error} testId="replace-error" />
        <ModalActions
          busy={busy}
          onCancel={onClose}
          submitLabel={t('replaceKey.submit')}
          busyLabel={t('replaceKey.busy')}
          submitTestId="replace-submit"
        />
      </Form>
    </Modal>
  )
}
