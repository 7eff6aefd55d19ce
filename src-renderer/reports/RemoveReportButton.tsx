/** "Remove", confirmed in a dialog: the PDF leaves this workstation; copies saved elsewhere stay. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../src-preload/contract'
import { skin } from '../bridge/skin'
import { Modal } from '../dialog/Modal'
import { useErrorText } from '../i18n/useErrorText'

export function RemoveReportButton({ report, onRemoved }: { report: SavedReport; onRemoved: () => void }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const close = () => {
    setConfirming(false)
    setError(null)
  }

  const remove = async () => {
    setBusy(true)
    setError(null)
    try {
      await skin.reports.remove({ reportId: report.id })
      setConfirming(false)
      onRemoved()
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-small button-quiet"
        data-testid="report-remove"
        onClick={() => setConfirming(true)}
      >
        {t('reports.remove')}
      </button>
      {confirming ? (
        <Modal title={t('removeReport.title')} onClose={close} busy={busy} testId="report-remove-dialog">
          <p className="muted">{t('removeReport.body')}</p>
          {error ? (
            <div className="alert alert-error" role="alert" data-testid="report-remove-error">
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
              data-testid="report-remove-confirm"
              onClick={() => void remove()}
              disabled={busy}
              aria-busy={busy}
            >
              {t('removeReport.confirm')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  )
}
