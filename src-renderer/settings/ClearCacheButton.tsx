/** "Clear cache", confirmed in a dialog; saved reports and queued captures stay. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CacheInfo } from '../../src-preload/contract'
import { skin } from '../bridge/skin'
import { Modal } from '../dialog/Modal'
import { useErrorText } from '../i18n/useErrorText'

export function ClearCacheButton({ onCleared }: { onCleared: (info: CacheInfo) => void }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const close = () => {
    setConfirming(false)
    setError(null)
  }

  const clear = async () => {
    setBusy(true)
    setError(null)
    try {
      onCleared(await skin.cache.clear())
      setConfirming(false)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button type="button" className="button" data-testid="cache-clear" onClick={() => setConfirming(true)}>
        {t('settings.clearCache')}
      </button>
      {confirming ? (
        <Modal title={t('clearCache.title')} onClose={close} busy={busy} testId="cache-clear-dialog">
          <p className="muted">{t('clearCache.body')}</p>
          {error ? (
            <div className="alert alert-error" role="alert" data-testid="cache-clear-error">
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
              data-testid="cache-clear-confirm"
              onClick={() => void clear()}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              {busy ? t('clearCache.busy') : t('clearCache.confirm')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  )
}
