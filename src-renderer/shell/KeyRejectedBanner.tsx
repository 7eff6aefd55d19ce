/** Shown on every screen once the service refused the stored key; the screen below stays as it was. */
import { useTranslation } from 'react-i18next'
import { useSession } from '../store/session'
import { Button, Icon } from '../ui'
import { cx } from '../ui/classNames'
import styles from './banner.module.css'

export function KeyRejectedBanner() {
  const { t } = useTranslation()
  const openReplaceKey = useSession((s) => s.openReplaceKey)
  return (
    <div className={cx(styles.banner, styles.error)} role="alert" data-testid="key-rejected">
      <Icon name="warning" size={20} />
      <p>{t('errors.key_rejected')}</p>
      <Button size="small" onClick={openReplaceKey}>
        {t('banner.enterNewKey')}
      </Button>
    </div>
  )
}
