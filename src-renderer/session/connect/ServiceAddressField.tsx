/** The service address field both ways into a clinic's service share (API key, or e-mail and password). */
import { useTranslation } from 'react-i18next'
import { TextField } from '../../ui/form/TextField'

type Props = {
  id: string
  value: string
  error: string | null
  disabled: boolean
  onChange(value: string): void
}

export function ServiceAddressField({ id, value, error, disabled, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <TextField
      id={id}
      label={t('connect.remote.baseUrl')}
      hint={t('connect.remote.baseUrlHint')}
      error={error}
      type="url"
      inputMode="url"
      autoComplete="url"
      spellCheck={false}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
    />
  )
}
