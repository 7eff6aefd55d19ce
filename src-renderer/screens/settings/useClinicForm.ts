/**
 * The clinic form's state: what was typed (else what is saved), each field's error, and the check before
 * sending, with the same rule and limits main applies (src-shared/domain/settingText.ts).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Preferences } from '../../../src-shared/contract'
import { settingTextLimits, type SettingTextField } from '../../../src-shared/contractValues'
import { checkSettingText } from '../../../src-shared/domain/settingText'
import { useChannel } from '../../data/useChannel'

export const clinicFields = [
  'clinicName',
  'clinicAddress',
  'clinicianName',
] as const satisfies SettingTextField[]
export type ClinicValues = Record<SettingTextField, string>
export type ClinicErrors = Partial<Record<SettingTextField, string>>

export function clinicValuesOf(preferences: Preferences): ClinicValues {
  return {
    clinicName: preferences.clinicName,
    clinicAddress: preferences.clinicAddress,
    clinicianName: preferences.clinicianName,
  }
}

export function useClinicForm() {
  const { t } = useTranslation()
  const preferences = useChannel('preferences.get', {})
  const [typed, setTyped] = useState<ClinicValues | null>(null)
  const [errors, setErrors] = useState<ClinicErrors>({})
  const saved = preferences.data ? clinicValuesOf(preferences.data) : null
  const values = typed ?? saved

  const change = (field: SettingTextField, value: string) => {
    if (!values) return
    setTyped({ ...values, [field]: value })
    setErrors((before) => ({ ...before, [field]: undefined }))
  }

  /** The values to send, or null once the fields say why they cannot be sent. */
  const check = (): ClinicValues | null => {
    if (!values) return null
    const found: ClinicErrors = {}
    const checked = { ...values }
    for (const field of clinicFields) {
      const result = checkSettingText(values[field], settingTextLimits[field])
      if (result.ok) checked[field] = result.value
      else found[field] = t(`errors.${result.code}`, { max: result.max })
    }
    setErrors(found)
    return Object.keys(found).length === 0 ? checked : null
  }

  return { values, loading: saved === null, errors, setErrors, setTyped, change, check }
}
