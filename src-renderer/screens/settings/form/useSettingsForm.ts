/**
 * A settings form as typed (the practice software's, the record system's, the image archive's): checked first by
 * the screen's own check, then saved through the given call; main's field errors (AppFailure's `field`) land
 * beside their field, anything else below the form; "Saved" until the next change.
 */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SkinError } from '../../../bridge/skin'
import { useErrorText } from '../../../i18n/useErrorText'

export type CheckedForm<S, F extends string> =
  { ok: true; settings: S } | { ok: false; errors: Partial<Record<F, string>> }

type Options<V, S, F extends string> = {
  saved: V
  /** The fields main may name in a refusal (the rest go below the form). */
  fields: readonly F[]
  check: (values: V) => CheckedForm<S, F>
  /** The locale key of a check's problem key, e.g. `practiceSettings.invalid.<key>`. */
  invalidText: (key: string) => string
  save: (settings: S) => Promise<V>
}

export function useSettingsForm<V extends object, S, F extends string>(options: Options<V, S, F>) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [values, setValues] = useState(options.saved)
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const isField = (field: string | null): field is F =>
    field !== null && (options.fields as readonly string[]).includes(field)

  /** Something was typed: its fields' errors go, and "Saved" with them. */
  const touched = (...cleared: F[]) => {
    setErrors((before) => ({ ...before, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }))
    setDone(false)
  }
  const change = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((before) => ({ ...before, [field]: value }))
    touched(field as unknown as F)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const checked = options.check(values)
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, key]) => [field, t(options.invalidText(String(key)))]),
        ) as Partial<Record<F, string>>,
      )
      return
    }
    setErrors({})
    setBusy(true)
    try {
      setValues(await options.save(checked.settings))
      setDone(true)
    } catch (e) {
      if (e instanceof SkinError && isField(e.field))
        setErrors({ [e.field]: errorText(e) } as Partial<Record<F, string>>)
      else setFailure(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return { values, errors, busy, done, failure, change, touched, submit }
}
