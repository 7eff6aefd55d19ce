/**
 * A labelled control with an optional hint and an error, tied to it for assistive technology: the label names
 * it (htmlFor), the error (which replaces the hint while there is one) and the hint describe it
 * (aria-describedby), and an error marks it invalid (aria-invalid). The control is the caller's: `children`
 * gets the props that wire it and style it, and spreads them on an <input>, <textarea> or <select>:
 *
 *   <Field id="folder" label={t('saveAs.folder')} error={missing}>
 *     {(control) => <input {...control} value={folder} onChange={…} />}
 *   </Field>
 *
 * The error's id is `error-<id>`, its test id the same unless `errorTestId` says otherwise; the hint's id is
 * `<id>-hint`. Without an `id`, one is made up.
 */
import { useId, type ReactNode } from 'react'
import styles from './Field.module.css'
import { cx } from './classNames'

export type FieldControlProps = {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export type FieldProps = {
  id?: string
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  errorTestId?: string
  /** The wrapper's: its width or place in a layout. */
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

export function Field({ id, label, hint, error, errorTestId, className, children }: FieldProps) {
  const madeUp = useId()
  const controlId = id ?? madeUp
  const invalid = error !== undefined && error !== null && error !== false && error !== ''
  const errorId = `error-${controlId}`
  const hintId = `${controlId}-hint`
  const describedBy = invalid ? errorId : hint ? hintId : undefined
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        className: styles.control ?? '',
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {invalid ? (
        <p className={styles.error} id={errorId} data-testid={errorTestId ?? errorId}>
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
