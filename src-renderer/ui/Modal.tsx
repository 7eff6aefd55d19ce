/**
 * A modal dialog on the native <dialog>: focus stays inside, Escape closes it (unless it is busy), and the
 * control that opened it has the focus again afterwards.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './Modal.module.css'
import { cx } from './classNames'

type Props = {
  title: string
  onClose: () => void
  busy?: boolean
  testId?: string
  /** `wide`: a long form with fields side by side (the treatment dialog's face map). */
  size?: 'default' | 'wide'
  children: ReactNode
}

export function Modal({ title, onClose, busy = false, testId, size = 'default', children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    // The control that opened the dialog gets the focus back when it closes (React removes the dialog from
    // the page before this cleanup runs, so the browser's own return of focus does not happen).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      dialog?.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      className={cx(styles.modal, size === 'wide' && styles.wide)}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  )
}
