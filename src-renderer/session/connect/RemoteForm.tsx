/** The second choice: a clinic's own service, reached with its address, company id and API key. */
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { skin, SkinError } from '../../bridge/skin'
import { SecretField, takeSecret } from '../../ui/form/SecretField'
import { TextField } from '../../ui/form/TextField'
import { useErrorText } from '../../i18n/useErrorText'
import { applyStatus } from '../applyStatus'
import { Alert, Button, Card, Form, Icon, LinkButton } from '../../ui'
import styles from './connect.module.css'
import { ServiceAddressField } from './ServiceAddressField'
import { SignInForm } from './SignInForm'
import { checkConnectForm, isConnectField, type ConnectField } from '../validate'

type Errors = { fields: Partial<Record<ConnectField, SkinError>>; form: unknown }
const noErrors: Errors = { fields: {}, form: null }

function clientError(field: ConnectField, code: SkinError['code']): SkinError {
  return new SkinError({ code, params: {}, field, detail: null })
}

export function RemoteForm({ defaultBaseUrl }: { defaultBaseUrl: string }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [baseUrl, setBaseUrl] = useState(defaultBaseUrl)
  const [companyId, setCompanyId] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Errors>(noErrors)
  const keyInput = useRef<HTMLInputElement>(null)
  const [way, setWay] = useState<'key' | 'password'>('key')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const apiKey = takeSecret(keyInput.current)
    const found = checkConnectForm({ baseUrl, companyId, apiKey })
    const invalid = Object.entries(found) as [ConnectField, SkinError['code']][]
    if (invalid.length > 0) {
      setErrors({
        fields: Object.fromEntries(invalid.map(([f, code]) => [f, clientError(f, code)])),
        form: null,
      })
      document.getElementById(invalid[0]![0])?.focus()
      return
    }
    setBusy(true)
    setErrors(noErrors)
    try {
      applyStatus(await skin.auth.connect({ baseUrl: baseUrl.trim(), companyId: companyId.trim(), apiKey }))
    } catch (e) {
      const field = e instanceof SkinError && isConnectField(e.field) ? e.field : null
      setErrors(field ? { fields: { [field]: e }, form: null } : { fields: {}, form: e })
      setBusy(false)
      if (field) document.getElementById(field)?.focus()
    }
  }

  const fieldError = (field: ConnectField) => {
    const error = errors.fields[field]
    return error ? errorText(error) : null
  }

  return (
    <Card as="section" className={styles.card} aria-labelledby="remote-title">
      <div className={styles.icon} aria-hidden="true">
        <Icon name="cloud" size={22} />
      </div>
      <h2 id="remote-title">{t('connect.remote.title')}</h2>
      <p className={styles.cardBody}>{way === 'key' ? t('connect.remote.body') : t('connect.signIn.body')}</p>
      <LinkButton
        className={styles.way}
        data-testid={way === 'key' ? 'connect-way-password' : 'connect-way-key'}
        onClick={() => setWay(way === 'key' ? 'password' : 'key')}
      >
        {way === 'key' ? t('connect.signIn.switch') : t('connect.signIn.switchBack')}
      </LinkButton>
      {way === 'password' ? <SignInForm defaultBaseUrl={defaultBaseUrl} /> : null}
      <Form hidden={way !== 'key'} onSubmit={(e) => void submit(e)} noValidate>
        <ServiceAddressField
          id="baseUrl"
          value={baseUrl}
          error={fieldError('baseUrl')}
          onChange={setBaseUrl}
          disabled={busy}
        />
        <TextField
          id="companyId"
          label={t('connect.remote.companyId')}
          error={fieldError('companyId')}
          autoComplete="organization"
          spellCheck={false}
          value={companyId}
          onChange={(e) => setCompanyId(e.target.value)}
          disabled={busy}
        />
        <SecretField
          id="apiKey"
          label={t('connect.remote.apiKey')}
          hint={t('connect.remote.apiKeyHint')}
          error={fieldError('apiKey')}
          inputRef={keyInput}
          disabled={busy}
        />
        {errors.form ? (
          <Alert tone="error" data-testid="connect-error">
            {errorText(errors.form)}
          </Alert>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" data-testid="connect-submit" busy={busy}>
            {busy ? t('connect.remote.busy') : t('connect.remote.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  )
}
