/** "From the cache, as of <time>" when an answer did not come from the service just now. */
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../format/dates'

export function FreshnessNote({ fromCache, fetchedAt }: { fromCache: boolean; fetchedAt: string | null }) {
  const { t, i18n } = useTranslation()
  if (!fromCache) return null
  const when = formatDateTime(fetchedAt, i18n.resolvedLanguage ?? 'en')
  return (
    <p className="freshness-note" data-testid="from-cache">
      {when ? t('history.fromCacheAsOf', { time: when }) : t('history.fromCache')}
    </p>
  )
}
