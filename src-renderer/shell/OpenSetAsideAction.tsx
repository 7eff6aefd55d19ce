/**
 * "Open with the recovery key…" on the key-loss banner (administrators, issue 30): the recovery passphrase in a
 * dialog; main opens every set-aside folder a recovery key of it opens and takes back what only this workstation
 * had (captures waiting to be sent, unsent changes, saved reports). What it took back is said on the banner.
 */
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SetAsideOpened } from '../../src-shared/contract'
import { skin } from '../bridge/skin'
import { ModalActions } from '../ui/dialog/ModalActions'
import { ErrorAlert } from '../ui/feedback/ErrorAlert'
import { SecretField, takeSecret } from '../ui/form/SecretField'
import { Button, Form, Modal, Text } from '../ui'

export function OpenSetAsideAction({ onOpened }: { onOpened(opened: SetAsideOpened): void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const input = useRef<HTMLInputElement>(null)

  const close = () => {
    setOpen(false)
    setError(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const passphrase = takeSecret(input.current)
    setBusy(true)
    setError(null)
    try {
      const opened = await skin.dataKey.openSetAside({ passphrase })
      setOpen(false)
      onOpened(opened)
    } catch (e) {
      setError(e)
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button size="small" variant="primary" data-testid="key-set-aside-open" onClick={() => setOpen(true)}>
        {t('banner.keySetAsideOpen')}
      </Button>
      {open ? (
        <Modal
          title={t('banner.keySetAsideOpenTitle')}
          onClose={close}
          busy={busy}
          testId="key-set-aside-open-dialog"
        >
          <Form onSubmit={(e) => void submit(e)} noValidate>
            <Text tone="muted">{t('banner.keySetAsideOpenBody')}</Text>
            <SecretField
              id="set-aside-passphrase"
              label={t('banner.keySetAsidePassphrase')}
              inputRef={input}
              disabled={busy}
              autoFocus
            />
            <ErrorAlert error={error} testId="key-set-aside-open-error" />
            <ModalActions
              busy={busy}
              onCancel={close}
              submitLabel={t('banner.keySetAsideOpenConfirm')}
              busyLabel={t('banner.keySetAsideOpenBusy')}
              submitTestId="key-set-aside-open-confirm"
            />
          </Form>
        </Modal>
      ) : null}
    </>
  )
}
