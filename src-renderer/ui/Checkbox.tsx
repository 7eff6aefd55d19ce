/**
 * A checkbox and its words in one <label>, side by side. `align="start"`: the box at the first line of words
 * that may wrap (centred otherwise). `className` is the <label>'s; every other prop (checked, onChange, disabled,
 * data-testid, aria-*) goes to the <input type="checkbox">.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react'
import styles from './Checkbox.module.css'
import { cx } from './classNames'

type Props = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  label: ReactNode
  align?: 'center' | 'start'
  className?: string
}

export function Checkbox({ label, align = 'center', className, ...input }: Props) {
  return (
    <label className={cx(styles.row, align === 'start' && styles.start, className)}>
      <input {...input} type="checkbox" />
      <span>{label}</span>
    </label>
  )
}
