/**
 * A form as the app lays it out: its fields, messages and actions one under another, evenly spaced. Every prop
 * (ref, onSubmit, noValidate, hidden, data-testid) goes to the <form>; the caller's class is added.
 */
import type { ComponentPropsWithRef } from 'react'
import styles from './Form.module.css'
import { cx } from './classNames'

export function Form({ className, ...form }: ComponentPropsWithRef<'form'>) {
  return <form {...form} className={cx(styles.form, className)} />
}
