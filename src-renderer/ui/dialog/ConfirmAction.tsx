/** A button that asks first: a dialog explains what will happen, and the danger button does it (Cancel does not). */
import { useState } from 'react'
import { useBusyAction } from '../feedback/useBusyAction'
import { ErrorAlert } from '../feedback/ErrorAlert'
import { Button, Modal, Text, type ButtonSize, type ButtonVariant } from '..'
import { ModalActions } from './ModalActions'

type Props = {
  label: string
  /** The opening button's look (default secondary, medium). */
  variant?: ButtonVariant
  size?: ButtonSize
  /** The button's; the dialog, its error and its confirm button get `-dialog`, `-error` and `-confirm` after it. */
  testId: string
  title: string
  body: string
  confirmLabel: string
  /** Shown on the confirm button while it works; the confirm label stays when there is none. */
  busyLabel?: string
  /** The dialog closes once this succeeds; a failure stays in the dialog. */
  onConfirm: () => Promise<void>
  /** The confirm button: danger (default, for what cannot be undone) or primary. */
  tone?: 'danger' | 'primary'
}

export function ConfirmAction({
  label,
  variant,
  size,
  testId,
  title,
  body,
  confirmLabel,
  busyLabel,
  onConfirm,
  tone = 'danger',
}: Props) {
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const { busy, run } = useBusyAction(setError)

  const close = () => {
    setConfirming(false)
    setError(null)
  }

  const confirm = () =>
    run(async () => {
      await onConfirm()
      setConfirming(false)
    })

  return (
    <>
      <Button variant={variant} size={size} data-testid={testId} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      {confirming ? (
        <Modal title={title} onClose={close} busy={busy} testId={`${testId}-dialog`}>
          <Text tone="muted">{body}</Text>
          <ErrorAlert error={error} testId={`${testId}-error`} />
          <ModalActions
            busy={busy}
            onCancel={close}
            submitLabel={confirmLabel}
            busyLabel={busyLabel ?? confirmLabel}
            submitTestId={`${testId}-confirm`}
            onConfirm={() => void confirm()}
            tone={tone}
          />
        </Modal>
      ) : null}
    </>
  )
}
