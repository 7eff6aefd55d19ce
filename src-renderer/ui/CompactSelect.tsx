/**
 * A small labelled select for a toolbar or a short form: the label in small muted text over a
 * compact <select>, both in one <label>. `label` names it; `className` is the <label>'s (its place in a layout);
 * every other prop (id, value, onChange, disabled, data-testid) goes to the <select>, its options its children.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react'
import styles from './CompactSelect.module.css'
import { cx } from './classNames'

type Props = Omit<ComponentPropsWithRef<'select'>, 'className'> & {
  label: ReactNode
  className?: string
}

export function CompactSelect({ label, className, id, ...select }: Props) {
  return (
    <label className={cx(styles.control, className)} htmlFor={id}>
      <span>{label}</span>
      <select {...select} id={id} className={styles.select} />
    </label>
  )
}
