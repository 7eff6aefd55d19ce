/** The clinic's name and address and the clinician: the cover page the workstation puts in front of each report. */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { settingTextLimits, type SettingTextField } from '../../../src-shared/contractValues'
import { skin, SkinError } from '../../bridge/skin'
import { putAnswer } from '../../data/putAnswer'
import { TextAreaField } from '../../ui/form/TextAreaField'
import { TextField } from '../../ui/form/TextField'
import { useErrorText } from '../../i18n/useErrorText'
import { Button, Section, Text } from '../../ui'
import { cx } from '../../ui/classNames'
import styles from './settings.module.css'
import { clinicFields, clinicValuesOf, useClinicForm } from './useClinicForm'

const isClinicField = (field: string | null): field is SettingTextField =>
  clinicFields.some((name) => name === field)

export function ClinicPreference() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { values, loading, errors, setErrors, setTyped, change, check } = useClinicForm()
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const checked = check()
    if (checked === null) return
    setBusy(true)
    try {
      const preferences = await skin.preferences.set(checked)
      putAnswer('preferences.get', {}, preferences)
      setTyped(clinicValuesOf(preferences))
      setSaved(true)
    } catch (e) {
      if (e instanceof SkinError && isClinicField(e.field)) setErrors({ [e.field]: errorText(e) })
      else setFailure(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  const disabled = busy || loading
  const edit = (field: SettingTextField, value: string) => {
    change(field, value)
    setSaved(false)
  }
  const hint = (field: SettingTextField) =>
    t('settings.clinicLimit', { max: settingTextLimits[field].maxLength })

  return (
    <Section titleId="clinic-preference-title" title={t('settings.clinicTitle')}>
      <form
        className={cx(styles.body, styles.clinic)}
        onSubmit={(e) => void submit(e)}
        noValidate
        data-testid="clinic-preference"
      >
        <p className={styles.clinicIntro}>{t('settings.clinicExplained')}</p>
        <TextField
          id="clinicName"
          label={t('settings.clinicName')}
          hint={hint('clinicName')}
          error={errors.clinicName}
          data-testid="clinic-name"
          autoComplete="organization"
          value={values?.clinicName ?? ''}
          onChange={(e) => edit('clinicName', e.target.value)}
          disabled={disabled}
        />
        <TextAreaField
          id="clinicAddress"
          label={t('settings.clinicAddress')}
          hint={t('settings.clinicAddressLimit', {
            max: settingTextLimits.clinicAddress.maxLength,
            lines: settingTextLimits.clinicAddress.maxLines,
          })}
          error={errors.clinicAddress}
          data-testid="clinic-address"
          autoComplete="street-address"
          rows={4}
          value={values?.clinicAddress ?? ''}
          onChange={(e) => edit('clinicAddress', e.target.value)}
          disabled={disabled}
        />
        <TextField
          id="clinicianName"
          label={t('settings.clinicianName')}
          hint={hint('clinicianName')}
          error={errors.clinicianName}
          data-testid="clinician-name"
          autoComplete="name"
          value={values?.clinicianName ?? ''}
          onChange={(e) => edit('clinicianName', e.target.value)}
          disabled={disabled}
        />
        {failure ? (
          <Text tone="danger" size="sm" role="alert" data-testid="clinic-preference-error">
            {failure}
          </Text>
        ) : null}
        <div className={styles.clinicActions}>
          <Button
            type="submit"
            variant="primary"
            data-testid="clinic-preference-save"
            disabled={disabled}
            busy={busy}
          >
            {t('settings.save')}
          </Button>
          {saved ? (
            <p className={styles.saved} role="status" data-testid="clinic-preference-saved">
              {t('settings.saved')}
            </p>
          ) : null}
        </div>
      </form>
    </Section>
  )
}
