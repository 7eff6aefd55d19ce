/** An API key input: masked, never autocompleted or spell-checked, its value read once and then wiped. */
import type { Ref } from 'react'
import { TextField } from './TextField'

type Props = {
  id: string
  label: string
  hint?: string
  error?: string | null
  errorTestId?: string
  inputRef: Ref<HTMLInputElement>
  disabled?: boolean
  autoFocus?: boolean
}

export function SecretField(props: Props) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      data-lpignore="true"
    />
  )
}

/** Reads the key and empties the input, so it does not linger on screen after any attempt. */
export function takeSecret(input: HTMLInputElement | null): string {
  if (!input) return ''
  const value = input.value
  input.value = ''
  return value
}
