/**
 * The other way into a clinic's own service: e-mail and password, once. Main signs in, makes a private token
 * named after this workstation for the chosen time, and keeps only that token in the keychain. The password is
 * read from its input once (then wiped) and sent in the sign-in call only.
 */
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SignInArgs } from '../../../src-shared/contract'
import { tokenLifetimes } from '../../../src-shared/contractValues'
import { skin, SkinError } from '../../bridge/skin'
import { SecretField, takeSecret } from '../../ui/form/SecretField'
import { TextField } from '../../ui/form/TextField'
import { useErrorText } from '../../i18n/useErrorText'
import { applyStatus } from '../applyStatus'
import { Alert, Button, CompactSelect, Form, Text } from '../../ui'
import styles from './connect.module.css'
import { ServiceAddressField } from './ServiceAddressField'
import { checkBaseUrl } from '../validate'

type Field = 'baseUrl' | 'email' | 'password'
type Errors = { fields: Partial<Record<Field, SkinError>>; form: unknown }
const noErrors: Errors = { fields: {}, form: null }
const fields: readonly string[] = ['baseUrl', 'email', 'password'] satisfies Field[]
const isField = (name: string | null): name is Field => name !== null && fields.includes(name)
/** Element ids: the API key form beside this one has its own `baseUrl`. */
const ids: Record<Field, string> = { baseUrl: 'signInBaseUrl', email: 'email', password: 'password' }

export function SignInForm({ defaultBaseUrl }: { defaultBaseUrl: string }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [baseUrl, setBaseUrl] = useState(defaultBaseUrl)
  const [email, setEmail] = useState('')
  const [tokenDays, setTokenDays] = useState<SignInArgs['tokenDays']>(90)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Errors>(noErrors)
  const passwordInput = useRef<HTMLInputElement>(null)

  const fail = (field: Field | null, error: unknown) => {
    setErrors(field ? { fields: { [field]: error as SkinError }, form: null } : { fields: {}, form: error })
    if (field) document.getElementById(ids[field])?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const password = takeSecret(passwordInput.current)
    const local = (field: Field, code: SkinError['code']) =>
      fail(field, new SkinError({ code, params: {}, field, detail: null }))
    const urlProblem = checkBaseUrl(baseUrl)
    if (urlProblem) return local('baseUrl', urlProblem)
    if (email.trim() === '') return local('email', 'empty_email')
    if (password === '') return local('password', 'empty_password')
    setBusy(true)
    setErrors(noErrors)
    try {
      applyStatus(
        await skin.auth.signIn({ baseUrl: baseUrl.trim(), email: email.trim(), password, tokenDays }),
      )
    } catch (e) {
      setBusy(false)
      fail(e instanceof SkinError && isField(e.field) ? e.field : null, e)
    }
  }

  const fieldError = (field: Field) => {
    const error = errors.fields[field]
    return error ? errorText(error) : null
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate data-testid="sign-in-form">
      <ServiceAddressField
        id={ids.baseUrl}
        value={baseUrl}
        error={fieldError('baseUrl')}
        onChange={setBaseUrl}
        disabled={busy}
      />
      <TextField
        id="email"
        label={t('connect.signIn.email')}
        error={fieldError('email')}
        type="email"
        autoComplete="username"
        spellCheck={false}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={busy}
      />
      <SecretField
        id="password"
        label={t('connect.signIn.password')}
        error={fieldError('password')}
        inputRef={passwordInput}
        disabled={busy}
      />
      <CompactSelect
        label={t('connect.signIn.tokenDays')}
        id="tokenDays"
        data-testid="token-days"
        value={tokenDays}
        onChange={(e) => setTokenDays(Number(e.target.value) as SignInArgs['tokenDays'])}
        disabled={busy}
      >
        {tokenLifetimes.map((days) => (
          <option key={days} value={days}>
            {t('connect.signIn.days', { count: days })}
          </option>
        ))}
      </CompactSelect>
      <Text tone="muted" size="sm" data-testid="sign-in-note">
        {t('connect.signIn.note', { count: tokenDays })}
      </Text>
      {errors.form ? (
        <Alert tone="error" data-testid="connect-error">
          {errorText(errors.form)}
        </Alert>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" data-testid="sign-in-submit" busy={busy}>
          {busy ? t('connect.signIn.busy') : t('connect.signIn.submit')}
        </Button>
      </div>
    </Form>
  )
}
