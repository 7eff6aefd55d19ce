/**
 * The one form of the operator screens: a name (unless the lock screen knows whose it is), a passphrase (twice when
 * it is being made), and a submit. The passphrase is read from its input once and the input emptied, whatever the
 * answer. Main's failures go to their field (name, passphrase) or above the button.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PASSPHRASE_MIN_LENGTH } from '../../../src-shared/contractValues'
import { SkinError } from '../../bridge/skin'
import { SecretField, takeSecret } from '../../ui/form/SecretField'
import { TextField } from '../../ui/form/TextField'
import { useErrorText } from '../../i18n/useErrorText'
import { Alert, Button, Form } from '../../ui'
import styles from './operators.module.css'

type Field = 'name' | 'passphrase' | 'repeat'
type Errors = { fields: Partial<Record<string, unknown>>; form: unknown }
const noErrors: Errors = { fields: {}, form: null }

const localError = (code: SkinError['code'], field: Field, params: Record<string, string> = {}) =>
  new SkinError({ code, params, field, detail: null })

export interface OperatorFormProps {
  /** The ids of the inputs start with this, so two forms never share one. */
  idPrefix: string
  /** The name is asked for (null: the lock screen's operator is known). */
  askName: boolean
  /** The name field's label (default: "Your name"). */
  nameLabel?: string
  /** A new passphrase: asked twice, at least PASSPHRASE_MIN_LENGTH characters. */
  newPassphrase?: boolean
  submitLabel: string
  busyLabel: string
  onSubmit(name: string, passphrase: string): Promise<unknown>
  testId: string
  /**
   * More fields, under the passphrase (the setup screen's proof, issue 41): their names, whose failures go to them
   * (their inputs' ids are `<idPrefix>-<field>`), and what draws them, given each one's error text.
   */
  extra?: {
    fields: readonly string[]
    render(fieldError: (field: string) => string | null, busy: boolean): ReactNode
  }
}

export function OperatorForm(props: OperatorFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Errors>(noErrors)
  const passphraseInput = useRef<HTMLInputElement>(null)
  const repeatInput = useRef<HTMLInputElement>(null)
  const id = (field: string) => `${props.idPrefix}-${field}`
  const fields: readonly string[] = ['name', 'passphrase', 'repeat', ...(props.extra?.fields ?? [])]

  const fail = (error: unknown) => {
    const field = error instanceof SkinError ? error.field : null
    const known = field !== null && fields.includes(field)
    setErrors(known ? { fields: { [field]: error }, form: null } : { fields: {}, form: error })
    document.getElementById(id(known ? field : props.askName ? 'name' : 'passphrase'))?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const passphrase = takeSecret(passphraseInput.current)
    const repeat = takeSecret(repeatInput.current)
    if (props.askName && name.trim() === '') return fail(localError('operator_name_empty', 'name'))
    if (props.newPassphrase && [...passphrase].length < PASSPHRASE_MIN_LENGTH)
      return fail(localError('passphrase_too_short', 'passphrase', { min: String(PASSPHRASE_MIN_LENGTH) }))
    if (props.newPassphrase && passphrase !== repeat) return fail(localError('passphrase_mismatch', 'repeat'))
    setBusy(true)
    setErrors(noErrors)
    try {
      await props.onSubmit(name, passphrase)
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }

  const fieldError = (field: string) => {
    const error = errors.fields[field]
    return error ? errorText(error) : null
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate data-testid={props.testId}>
      {props.askName ? (
        <TextField
          id={id('name')}
          label={props.nameLabel ?? t('operators.name')}
          error={fieldError('name')}
          autoComplete="username"
          spellCheck={false}
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={busy}
          autoFocus
        />
      ) : null}
      <SecretField
        id={id('passphrase')}
        label={t('operators.passphrase')}
        hint={props.newPassphrase ? t('operators.passphraseHint', { min: PASSPHRASE_MIN_LENGTH }) : undefined}
        error={fieldError('passphrase')}
        inputRef={passphraseInput}
        disabled={busy}
        autoFocus={!props.askName}
      />
      {props.newPassphrase ? (
        <SecretField
          id={id('repeat')}
          label={t('operators.repeat')}
          error={fieldError('repeat')}
          inputRef={repeatInput}
          disabled={busy}
        />
      ) : null}
      {props.extra?.render(fieldError, busy)}
      {errors.form ? (
        <Alert tone="error" data-testid={`${props.testId}-error`}>
          {errorText(errors.form)}
        </Alert>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" busy={busy} data-testid={`${props.testId}-submit`}>
          {busy ? props.busyLabel : props.submitLabel}
        </Button>
      </div>
    </Form>
  )
}
