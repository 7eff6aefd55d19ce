import { useTranslation } from 'react-i18next'

interface ModalActionsProps {
  busy: boolean
  onCancel(): void
  submitLabel: string
  busyLabel: string
  submitTestId: string
  /** Given, the button is a danger button that calls it; otherwise it is the primary submit of the dialog's form. */
  onConfirm?(): void
  /** With onConfirm: the button's look (default danger). */
  tone?: 'danger' | 'primary'
}

/** Cancel and the dialog's action (with its busy state) at the foot of a dialog. */
export function ModalActions({
  busy,
  onCancel,
  submitLabel,
  busyLabel,
  submitTestId,
  onConfirm,
  tone = 'danger',
}: ModalActionsProps) {
  const { t } = useTranslation()
  return (
    <div className="modal-actions">
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={onConfirm && tone === 'danger' ? 'button button-danger' : 'button button-primary'}
        data-testid={submitTestId}
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  )
}
