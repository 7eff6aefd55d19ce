/**
 * A turning ring for work under way. Decorative (aria-hidden): what is busy says so itself, with aria-busy or
 * a text beside it.
 */
import styles from './Spinner.module.css'
import { cx } from './classNames'

export type SpinnerSize = 'small' | 'medium' | 'large'

export function Spinner({ size = 'medium', className }: { size?: SpinnerSize; className?: string }) {
  return <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true" />
}
