/**
 * A native select in a Field: labelled, with its hint and error wired to it (see Field.tsx). The options are
 * its children; every other prop (value, onChange, disabled, data-testid…) goes to the <select>.
 */
import type { ComponentPropsWithRef } from 'react'
import { Field, type FieldProps } from './Field'
import { cx } from './classNames'

type Props = Omit<ComponentPropsWithRef<'select'>, 'id'> &
  Omit<FieldProps, 'children' | 'className'> & {
    /** The Field wrapper's class (its width or place in a layout); `className` is the select's. */
    fieldClassName?: string
  }

export function Select({
  id,
  label,
  hint,
  error,
  errorTestId,
  fieldClassName,
  className,
  children,
  ...select
}: Props) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      errorTestId={errorTestId}
      className={fieldClassName}
    >
      {(control) => (
        <select {...select} {...control} className={cx(control.className, className)}>
          {children}
        </select>
      )}
    </Field>
  )
}
