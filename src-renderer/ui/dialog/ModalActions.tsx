import { useTranslation } from 'react-i18next'
import { Button, ModalFooter } from '..'

interface ModalActionsProps {
  busy: boolean
  onCancel(): void
  /** The cancel button's words (default "Cancel"). */
  cancelLabel?: string
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
  cancelLabel,
  submitLabel,
  busyLabel,
  submitTestId,
  onConfirm,
  tone = 'danger',
}: ModalActionsProps) {
  const { t } = useTranslation()
  return (
    <ModalFooter>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={onConfirm && tone === 'danger' ? 'danger' : 'primary'}
        data-testid={submitTestId}
        onClick={onConfirm}
        busy={busy}
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </ModalFooter>
  )
}
