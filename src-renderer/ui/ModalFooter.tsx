/** The buttons at the foot of a dialog, on the right: Cancel first, the dialog's action last. */
import type { ReactNode } from 'react'
import styles from './ModalFooter.module.css'

export function ModalFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>
}
