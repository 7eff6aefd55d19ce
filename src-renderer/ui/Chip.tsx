/**
 * A small framed button among others like it: a run of visits on the category timeline, that opens the newest.
 * Its content may be more than one line (a date over a label). Every other prop goes to the <button>; `type`
 * is "button" unless given.
 */
import type { ComponentPropsWithRef } from 'react'
import styles from './Chip.module.css'
import { cx } from './classNames'

export function Chip({ type = 'button', className, ...button }: ComponentPropsWithRef<'button'>) {
  return <button {...button} type={type} className={cx(styles.chip, className)} />
}
