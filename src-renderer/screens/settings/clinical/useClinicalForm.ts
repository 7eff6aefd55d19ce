/**
 * One of the clinical targets' settings forms as typed: checked first (clinicalCheck.ts), then saved through the
 * given call; main's field errors (AppFailure's `field`) land beside their field, anything else below the form.
 * The secret typed (a token, a password) is kept apart: empty keeps the saved one, "Remove" sends ''.
 */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SkinError } from '../../../bridge/skin'
import { useErrorText } from '../../../i18n/useErrorText'
import type { Checked, ClinicalField } from './clinicalCheck'

const fields: readonly string[] = [
  'baseUrl',
  'patientIdentifierSystem',
  'smartTokenUrl',
  'smartClientId',
  'entriesPerTransaction',
  'username',
  'token',
  'secret',
  'smartKey',
] satisfies ClinicalField[]
const isField = (field: string | null): field is ClinicalField => field !== null && fields.includes(field)

export type SecretChange = { typed: string; remove: boolean }
/** What the contract's `token`/`secret` argument says: null keeps the saved one, '' removes it. */
export const secretArg = (secret: SecretChange): string | null =>
  secret.remove ? '' : secret.typed === '' ? null : secret.typed

type Options<V, S> = {
  saved: V
  check: (values: V) => Checked<S>
  save: (settings: S, secret: string | null) => Promise<V>
}

export function useClinicalForm<V extends object, S>({ saved, check, save }: Options<V, S>) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [values, setValues] = useState(saved)
  const [secret, setSecret] = useState<SecretChange>({ typed: '', remove: false })
  const [errors, setErrors] = useState<Partial<Record<ClinicalField, string>>>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const change = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((before) => ({ ...before, [field]: value }))
    setErrors((before) => ({ ...before, [field]: undefined }))
    setDone(false)
  }
  const changeSecret = (next: SecretChange) => {
    setSecret(next)
    setErrors((before) => ({ ...before, token: undefined, secret: undefined }))
    setDone(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const checked = check(values)
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, key]) => [field, t(`clinicalSettings.invalid.${key}`)]),
        ),
      )
      return
    }
    setErrors({})
    setBusy(true)
    try {
      setValues(await save(checked.settings, secretArg(secret)))
      setSecret({ typed: '', remove: false })
      setDone(true)
    } catch (e) {
      if (e instanceof SkinError && isField(e.field)) setErrors({ [e.field]: errorText(e) })
      else setFailure(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return { values, secret, errors, busy, done, failure, change, changeSecret, submit }
}
