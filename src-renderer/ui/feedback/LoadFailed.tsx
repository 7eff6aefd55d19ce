/** What could not be read, in the user's language, with a Retry button. */
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../i18n/useErrorText'
import { Alert, Button } from '..'

export function LoadFailed({
  error,
  onRetry,
  testId,
  className,
}: {
  error: unknown
  onRetry: () => void
  testId: string
  className?: string
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  return (
    <Alert
      tone="error"
      className={className}
      data-testid={testId}
      action={
        <Button size="small" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  )
}
