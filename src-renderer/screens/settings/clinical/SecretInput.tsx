/**
 * A secret for a clinical target (the record system's bearer token, the archive's password or token): a masked
 * input that never shows what is saved. When one is in the keychain it says so; empty keeps it, "Remove" sends ''.
 */
import { useTranslation } from 'react-i18next'
import { LinkButton, Text } from '../../../ui'
import { TextField } from '../../../ui/form/TextField'
import styles from './clinical.module.css'
import type { SecretChange } from './useClinicalForm'

type Props = {
  id: string
  label: string
  saved: boolean
  value: SecretChange
  error?: string
  disabled: boolean
  onChange: (next: SecretChange) => void
}

export function SecretInput({ id, label, saved, value, error, disabled, onChange }: Props) {
  const { t } = useTranslation()
  const hint = value.remove
    ? t('clinicalSettings.secret.removing')
    : saved
      ? t('clinicalSettings.secret.saved')
      : t('clinicalSettings.secret.none')
  return (
    <div className={styles.secret}>
      <TextField
        id={id}
        label={label}
        hint={hint}
        error={error}
        type="password"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        data-lpignore="true"
        value={value.typed}
        disabled={disabled || value.remove}
        onChange={(event) => onChange({ typed: event.target.value, remove: false })}
      />
      {saved && !disabled ? (
        <Text size="sm">
          <LinkButton size="small" onClick={() => onChange({ typed: '', remove: !value.remove })}>
            {value.remove ? t('clinicalSettings.secret.keep') : t('clinicalSettings.secret.remove')}
          </LinkButton>
        </Text>
      ) : null}
    </div>
  )
}
