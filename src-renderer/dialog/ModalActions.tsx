import { useTranslation } from 'react-i18next'

interface ModalActionsProps {
  busy: boolean
  onCancel(): void
  submitLabel: string
  busyLabel: string
  submitTestId: string
}

/** Cancel and a primary submit (with its busy state) at the foot of a dialog's form. */
export function ModalActions({ busy, onCancel, submitLabel, busyLabel, submitTestId }: ModalActionsProps) {
  const { t } = useTranslation()
  return (
    <div className="modal-actions">
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </button>
      <button
        type="submit"
        className="button button-primary"
        data-testid={submitTestId}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  )
}
