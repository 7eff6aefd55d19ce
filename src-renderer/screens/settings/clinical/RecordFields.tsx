/**
 * The record system's fields: on/off, the FHIR base, the MRN system, the authentication (a bearer token, or SMART
 * Backend Services with its token endpoint, client id, scope and client key), entries per transaction, and
 * sending each visit once it is analysed.
 */
import { useTranslation } from 'react-i18next'
import type { RecordSettings, RecordSettingsView } from '../../../../src-shared/contract'
import { Checkbox, Select } from '../../../ui'
import { TextField } from '../../../ui/form/TextField'
import type { ClinicalField } from './clinicalCheck'
import { SecretInput } from './SecretInput'
import { SmartKeyPanel } from './SmartKeyPanel'
import type { SecretChange } from './useClinicalForm'

export type RecordValues = RecordSettingsView & { entries: string }

type Props = {
  values: RecordValues
  secret: SecretChange
  errors: Partial<Record<ClinicalField, string>>
  administrator: boolean
  disabled: boolean
  change: <K extends keyof RecordValues>(field: K, value: RecordValues[K]) => void
  changeSecret: (next: SecretChange) => void
}

type TextKey =
  'baseUrl' | 'patientIdentifierSystem' | 'smartTokenUrl' | 'smartClientId' | 'smartScope' | 'entries'

/** Which of main's field names (AppFailure's `field`) belongs to each text field. */
const errorField: Record<TextKey, ClinicalField | null> = {
  baseUrl: 'baseUrl',
  patientIdentifierSystem: 'patientIdentifierSystem',
  smartTokenUrl: 'smartTokenUrl',
  smartClientId: 'smartClientId',
  smartScope: null,
  entries: 'entriesPerTransaction',
}
const authKinds = ['bearer', 'smart'] as const satisfies readonly RecordSettings['auth'][]

export function RecordFields({
  values,
  secret,
  errors,
  administrator,
  disabled,
  change,
  changeSecret,
}: Props) {
  const { t } = useTranslation()
  const text = (field: TextKey, hint = true, inputMode?: 'numeric') => (
    <TextField
      id={`record-${field}`}
      label={t(`clinicalSettings.record.${field}`)}
      hint={hint ? t(`clinicalSettings.record.${field}Hint`) : undefined}
      error={errorField[field] ? errors[errorField[field]] : undefined}
      value={values[field]}
      inputMode={inputMode}
      spellCheck={false}
      autoComplete="off"
      disabled={disabled}
      onChange={(event) => change(field, event.target.value)}
    />
  )
  return (
    <>
      <Checkbox
        label={t('clinicalSettings.record.enabled')}
        checked={values.enabled}
        disabled={disabled}
        onChange={(event) => change('enabled', event.target.checked)}
      />
      {text('baseUrl')}
      {text('patientIdentifierSystem')}
      <Select
        id="record-auth"
        label={t('clinicalSettings.record.auth')}
        value={values.auth}
        disabled={disabled}
        onChange={(event) => change('auth', event.target.value as RecordSettings['auth'])}
      >
        {authKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`clinicalSettings.record.auths.${kind}`)}
          </option>
        ))}
      </Select>
      {values.auth === 'bearer' ? (
        <SecretInput
          id="record-token"
          label={t('clinicalSettings.record.token')}
          saved={values.tokenSaved}
          value={secret}
          error={errors.token}
          disabled={disabled}
          onChange={changeSecret}
        />
      ) : (
        <>
          {text('smartTokenUrl')}
          {text('smartClientId')}
          {text('smartScope')}
          <SmartKeyPanel
            clientId={values.smartClientId.trim()}
            administrator={administrator}
            disabled={disabled}
            error={errors.smartKey}
          />
        </>
      )}
      {text('entries', true, 'numeric')}
      <Checkbox
        label={t('clinicalSettings.record.autoSend')}
        checked={values.autoSend}
        disabled={disabled}
        onChange={(event) => change('autoSend', event.target.checked)}
      />
    </>
  )
}
