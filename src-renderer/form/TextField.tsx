/** A labelled input with an optional hint and an error tied to it for screen readers. */
import type { InputHTMLAttributes, Ref } from 'react'

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
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `error-${id}` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        ref={inputRef}
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
