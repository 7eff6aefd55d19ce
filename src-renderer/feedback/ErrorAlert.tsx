/** A failure as an alert in the user's language; nothing while there is none. */
import { useErrorText } from '../i18n/useErrorText'

export function ErrorAlert({ error, testId }: { error: unknown; testId: string }) {
  const errorText = useErrorText()
  if (!error) return null
  return (
    <div className="alert alert-error" role="alert" data-testid={testId}>
      {errorText(error)}
    </div>
  )
}
