/**
 * Settings → Data key (administrators, issue 30): the key this workstation seals its patient data with lives in
 * the OS keychain. A recovery key (the data key wrapped with a passphrase only the administrator knows) lets the
 * data be opened again should the keychain lose it; and the key can be changed (everything sealed again under a
 * new one), after which the account opens again and everyone signs in again.
 */
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { RECOVERY_PASSPHRASE_MIN_LENGTH } from '../../../src-shared/contractValues'
import { skin, SkinError } from '../../bridge/skin'
import { putAnswer } from '../../data/putAnswer'
import { useChannel } from '../../data/useChannel'
import { ConfirmAction } from '../../ui/dialog/ConfirmAction'
import { SecretField, takeSecret } from '../../ui/form/SecretField'
import { formatDateTime } from '../../format/dates'
import { useErrorText } from '../../i18n/useErrorText'
import { Alert, Button, Form, Section, Text } from '../../ui'
import styles from './settings.module.css'

type Field = 'passphrase' | 'repeat'

export function DataKeySection() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const state = useChannel('dataKey.recovery', {})
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [made, setMade] = useState(false)
  const passphraseInput = useRef<HTMLInputElement>(null)
  const repeatInput = useRef<HTMLInputElement>(null)
  const madeAt = state.data?.madeAt ?? null
  const rotatedAt = state.data?.rotatedAt ?? null
  const errorField = error instanceof SkinError ? (error.field as Field | null) : null
  const fieldError = (field: Field) => (error && errorField === field ? errorText(error) : null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // read once and emptied at once, whatever main answers: a passphrase does not stay in the page
    const passphrase = takeSecret(passphraseInput.current)
    const repeat = takeSecret(repeatInput.current)
    setBusy(true)
    setError(null)
    setMade(false)
    try {
      putAnswer('dataKey.recovery', {}, await skin.dataKey.makeRecovery({ passphrase, repeat }))
      setMade(true)
    } catch (e) {
      setError(e)
      const field =
        e instanceof SkinError && (e.field === 'repeat' || e.field === 'passphrase') ? e.field : null
      document.getElementById(`recovery-${field ?? 'passphrase'}`)?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Section titleId="data-key-title" title={t('settings.dataKey.title')}>
      <div className={styles.dataKey}>
        <Text tone="muted" size="sm">
          {t('settings.dataKey.explained')}
        </Text>
        {state.data ? (
          madeAt ? (
            <Alert tone="ok" data-testid="recovery-state">
              {t('settings.dataKey.recoveryMade', { when: formatDateTime(madeAt, i18n.language) })}
            </Alert>
          ) : (
            <Alert tone="warning" data-testid="recovery-state">
              {t(rotatedAt ? 'settings.dataKey.recoveryNoneRotated' : 'settings.dataKey.recoveryNone')}
            </Alert>
          )
        ) : null}
        <Form onSubmit={(e) => void submit(e)} noValidate data-testid="recovery-form">
          <h3>{t(madeAt ? 'settings.dataKey.remakeTitle' : 'settings.dataKey.makeTitle')}</h3>
          <SecretField
            id="recovery-passphrase"
            label={t('settings.dataKey.passphrase')}
            hint={t('settings.dataKey.passphraseHint', { min: RECOVERY_PASSPHRASE_MIN_LENGTH })}
            error={fieldError('passphrase')}
            inputRef={passphraseInput}
            disabled={busy}
          />
          <SecretField
            id="recovery-repeat"
            label={t('settings.dataKey.repeat')}
            error={fieldError('repeat')}
            inputRef={repeatInput}
            disabled={busy}
          />
          {error && errorField === null ? (
            <Alert tone="error" data-testid="recovery-error">
              {errorText(error)}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" variant="primary" busy={busy} data-testid="recovery-make">
              {busy ? t('settings.dataKey.making') : t('settings.dataKey.make')}
            </Button>
          </div>
          {made ? (
            <p role="status" data-testid="recovery-made">
              {t('settings.dataKey.madeNow')}
            </p>
          ) : null}
        </Form>
        <div className={styles.dataKeyRotate}>
          <h3>{t('settings.dataKey.rotateTitle')}</h3>
          <Text tone="muted" size="sm" data-testid="data-key-rotated-at">
            {rotatedAt
              ? t('settings.dataKey.rotatedAt', { when: formatDateTime(rotatedAt, i18n.language) })
              : t('settings.dataKey.neverRotated')}
          </Text>
          <div>
            <ConfirmAction
              label={t('settings.dataKey.rotate')}
              testId="data-key-rotate"
              tone="primary"
              title={t('settings.dataKey.rotateTitle')}
              body={t('settings.dataKey.rotateBody')}
              confirmLabel={t('settings.dataKey.rotate')}
              busyLabel={t('settings.dataKey.rotating')}
              onConfirm={async () => {
                putAnswer('dataKey.recovery', {}, await skin.dataKey.rotate())
              }}
            />
          </div>
        </div>
      </div>
    </Section>
  )
}
