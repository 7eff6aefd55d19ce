/**
 * "Saved copy, as of <time>" when what is shown is not the service's current answer: main is offline, or it
 * served an older copy because the service failed. A copy main kept from the last minute is current enough to
 * say nothing (main answers from the cache for a while without asking again).
 */
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../format/dates'
import { useSession } from '../../store/session'
import styles from './FreshnessNote.module.css'

/** Longer than main's freshness window (60 s): an older copy was a stand-in, not a fresh cache hit. */
const CURRENT_ENOUGH_MS = 2 * 60_000

export function FreshnessNote({ fromCache, fetchedAt }: { fromCache: boolean; fetchedAt: string | null }) {
  const { t, i18n } = useTranslation()
  const online = useSession((s) => s.status?.online ?? true)
  const age = fetchedAt === null ? Infinity : Date.now() - Date.parse(fetchedAt)
  if (!fromCache || (online && age < CURRENT_ENOUGH_MS)) return null
  const when = formatDateTime(fetchedAt, i18n.resolvedLanguage ?? 'en')
  return (
    <p className={styles.note} data-testid="from-cache">
      {when ? t('history.fromCacheAsOf', { time: when }) : t('history.fromCache')}
    </p>
  )
}
