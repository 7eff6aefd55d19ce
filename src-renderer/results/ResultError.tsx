/** A result with `is_ok: false`: the service's reason and what the clinic can do about it. */
import { useTranslation } from 'react-i18next'
import { adviceFor } from './errorAdvice'

export function ResultError({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation()
  const advice = adviceFor(reason)
  return (
    <div className="result-error" role="status" data-testid="result-error" data-advice={advice}>
      <p className="result-error-reason">{reason ? reason : t('results.unknownError')}</p>
      <p className="result-error-advice">{t(`results.advice.${advice}`)}</p>
    </div>
  )
}
