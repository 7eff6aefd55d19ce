/** What could not be read, in the user's language, with a Retry button. */
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../i18n/useErrorText'

export function LoadFailed({
  error,
  onRetry,
  testId,
  className = '',
}: {
  error: unknown
  onRetry: () => void
  testId: string
  className?: string
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  return (
    <div className={`alert alert-error alert-row ${className}`.trim()} role="alert" data-testid={testId}>
      <span>{errorText(error)}</span>
      <button type="button" className="button button-small" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  )
}
