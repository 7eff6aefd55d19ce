/** What the numbers are for: a cosmetic skin assessment, not a medical diagnosis. Shown on every results screen. */
import { useTranslation } from 'react-i18next'

export function Disclaimer({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <p className={`disclaimer${className ? ` ${className}` : ''}`} role="note" data-testid="disclaimer">
      {t('disclaimer.cosmetic')}
    </p>
  )
}
