/** A labelled multi-line input with an optional hint and an error tied to it for screen readers (as TextField). */
import type { TextareaHTMLAttributes } from 'react'

type Props = {
  id: string
  label: string
  hint?: string
  error?: string | null
  /** Test id of the error text; defaults to `error-<id>`. */
  errorTestId?: string
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>

export function TextAreaField({ id, label, hint, error, errorTestId, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `error-${id}` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p className="field-error" id={errorId} data-testid={errorTestId ?? `error-${id}`}>
          {error}
        </p>
      ) : hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
