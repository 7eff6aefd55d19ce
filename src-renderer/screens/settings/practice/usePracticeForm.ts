/**
 * The practice software's settings as typed, checked (practiceCheck.ts) and saved through `practice.settings.set`;
 * main's field errors land beside their field, anything else below the form.
 */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PracticeSettings } from '../../../../src-shared/contract'
import { skin, SkinError } from '../../../bridge/skin'
import { putAnswer } from '../../../data/putAnswer'
import { useErrorText } from '../../../i18n/useErrorText'
import { checkPractice, type PracticeField } from './practiceCheck'

const fields: readonly string[] = ['folder', 'pvsName', 'ownName', 'fileName', 'datasetId']
const isField = (field: string | null): field is PracticeField => field !== null && fields.includes(field)

export function usePracticeForm(saved: PracticeSettings) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [values, setValues] = useState(saved)
  const [errors, setErrors] = useState<Partial<Record<PracticeField, string>>>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const change = <K extends keyof PracticeSettings>(field: K, value: PracticeSettings[K]) => {
    setValues((before) => ({ ...before, [field]: value }))
    setErrors((before) => ({ ...before, [field]: undefined }))
    setDone(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const checked = checkPractice(values)
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, key]) => [field, t(`practiceSettings.invalid.${key}`)]),
        ),
      )
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const answer = await skin.practice['settings.set'](checked.settings)
      putAnswer('practice.settings.get', {}, answer)
      setValues(answer)
      setDone(true)
    } catch (e) {
      if (e instanceof SkinError && isField(e.field)) setErrors({ [e.field]: errorText(e) })
      else setFailure(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return { values, errors, busy, done, failure, change, submit }
}
