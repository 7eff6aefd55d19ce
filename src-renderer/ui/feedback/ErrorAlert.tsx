/** A failure as an alert in the user's language; nothing while there is none. */
import { useErrorText } from '../../i18n/useErrorText'
import { Alert } from '..'

export function ErrorAlert({ error, testId }: { error: unknown; testId: string }) {
  const errorText = useErrorText()
  if (!error) return null
  return (
    <Alert tone="error" data-testid={testId}>
      {errorText(error)}
    </Alert>
  )
}
