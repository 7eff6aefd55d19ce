/** "Disconnect", asked for twice: once on the button and once in a confirmation dialog. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ServiceMode } from '../../src-preload/contract'
import { skin } from '../bridge/skin'
import { Modal } from '../dialog/Modal'
import { useErrorText } from '../i18n/useErrorText'
import { applyStatus } from '../session/applyStatus'

export function DisconnectButton({ mode }: { mode: ServiceMode | null }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const close = () => {
    setConfirming(false)
    setError(null)
  }

  const disconnect = async () => {
    setBusy(true)
    setError(null)
    try {
      applyStatus(await skin.auth.disconnect())
    } catch (e) {
      setError(e)
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-quiet"
        data-testid="disconnect"
        onClick={() => setConfirming(true)}
      >
        {t('shell.disconnect')}
      </button>
      {confirming ? (
        <Modal title={t('disconnect.title')} onClose={close} busy={busy} testId="disconnect-dialog">
          <p className="muted">{mode === 'demo' ? t('disconnect.demoBody') : t('disconnect.remoteBody')}</p>
          {error ? (
            <div className="alert alert-error" role="alert" data-testid="disconnect-error">
              {errorText(error)}
            </div>
          ) : null}
          <div className="modal-actions">
            <button type="button" className="button" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button-danger"
              data-testid="disconnect-confirm"
              onClick={() => void disconnect()}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? t('disconnect.busy') : t('disconnect.confirm')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  )
}
