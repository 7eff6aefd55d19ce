/** A labelled multi-line input with an optional hint and an error tied to it for screen readers (ui/Field). */
import type { TextareaHTMLAttributes } from 'react'
import { Field } from '..'

type Props = {
  id: string
  label: string
  hint?: string
  error?: string | null
  /** Test id of the error text; defaults to `error-<id>`. */
  errorTestId?: string
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>

export function TextAreaField({ id, label, hint, error, errorTestId, ...textarea }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} errorTestId={errorTestId}>
      {(control) => <textarea name={id} {...textarea} {...control} />}
    </Field>
  )
}
