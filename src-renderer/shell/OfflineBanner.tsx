/** Shown while main cannot reach the service: what is on screen was saved on this workstation, and when. */
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../format/dates'
import { Icon } from '../ui'
import { cx } from '../ui/classNames'
import styles from './banner.module.css'

export function OfflineBanner({ lastOnlineAt }: { lastOnlineAt: string | null }) {
  const { t, i18n } = useTranslation()
  const when = formatDateTime(lastOnlineAt, i18n.resolvedLanguage ?? 'en')
  return (
    <div className={cx(styles.banner, styles.warning)} role="status" data-testid="offline">
      <Icon name="offline" size={20} />
      <p>{when ? t('banner.offlineSince', { time: when }) : t('banner.offlineLocal')}</p>
    </div>
  )
}
