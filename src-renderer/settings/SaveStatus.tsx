/** Below a preference saved on change: its failure in words, or "Saved" once it is. */
import { useTranslation } from 'react-i18next'

type Props = { failure: string | null; saved: boolean; testId: string }

export function SaveStatus({ failure, saved, testId }: Props) {
  const { t } = useTranslation()
  if (failure)
    return (
      <p className="field-error" role="alert" data-testid={`${testId}-error`}>
        {failure}
      </p>
    )
  return saved ? (
    <p className="settings-saved" role="status" data-testid={`${testId}-saved`}>
      {t('settings.saved')}
    </p>
  ) : null
}
