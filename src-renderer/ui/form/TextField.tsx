/** A labelled input with an optional hint and an error tied to it for screen readers (ui/Field). */
import type { InputHTMLAttributes, Ref } from 'react'
import { Field } from '..'

type Props = {
  id: string
  label: string
  hint?: string
  error?: string | null
  /** Test id of the error text; defaults to `error-<id>`. */
  errorTestId?: string
  inputRef?: Ref<HTMLInputElement>
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>

export function TextField({ id, label, hint, error, errorTestId, inputRef, ...input }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} errorTestId={errorTestId}>
      {(control) => <input name={id} ref={inputRef} {...input} {...control} />}
    </Field>
  )
}
