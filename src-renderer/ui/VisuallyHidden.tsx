/**
 * Text for a screen reader only: a label the eye gets from the layout or an icon. `visuallyHidden` is the same
 * look as a class, for an element that cannot be a <span> (a table's <caption>, a row).
 */
import type { ComponentPropsWithRef } from 'react'
import styles from './VisuallyHidden.module.css'
import { cx } from './classNames'

export const visuallyHidden = styles.hidden

export function VisuallyHidden({ className, ...span }: ComponentPropsWithRef<'span'>) {
  return <span {...span} className={cx(visuallyHidden, className)} />
}
