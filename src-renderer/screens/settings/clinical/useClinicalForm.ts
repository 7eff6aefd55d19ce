/**
 * One of the clinical targets' settings forms as typed (form/useSettingsForm.ts: checked by clinicalCheck.ts,
 * then saved through the given call), with the secret typed (a token, a password) kept apart: empty keeps the
 * saved one, "Remove" sends ''.
 */
import { useState } from 'react'
import { useSettingsForm } from '../form/useSettingsForm'
import type { Checked, ClinicalField } from './clinicalCheck'

const fields: readonly ClinicalField[] = [
  'baseUrl',
  'patientIdentifierSystem',
  'smartTokenUrl',
  'smartClientId',
  'entriesPerTransaction',
  'username',
  'token',
  'secret',
  'smartKey',
]

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
  const [secret, setSecret] = useState<SecretChange>({ typed: '', remove: false })
  const form = useSettingsForm<V, S, ClinicalField>({
    saved,
    fields,
    check,
    invalidText: (key) => `clinicalSettings.invalid.${key}`,
    async save(settings) {
      const answer = await save(settings, secretArg(secret))
      setSecret({ typed: '', remove: false })
      return answer
    },
  })
  const changeSecret = (next: SecretChange) => {
    setSecret(next)
    form.touched('token', 'secret')
  }
  return { ...form, secret, changeSecret }
}
