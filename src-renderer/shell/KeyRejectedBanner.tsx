/**
 * Shown on every screen once the service refused the stored key; the screen below stays as it was. Only an
 * administrator may enter a new key (main refuses others), so a clinician is told whom to ask.
 */
import { useTranslation } from 'react-i18next'
import { useOperator } from '../store/operatorStore'
import { useSession } from '../store/session'
import { Button, Icon } from '../ui'
import { cx } from '../ui/classNames'
import styles from './banner.module.css'

export function KeyRejectedBanner() {
  const { t } = useTranslation()
  const openReplaceKey = useSession((s) => s.openReplaceKey)
  const administrator = useOperator((s) => s.status?.operator?.role === 'administrator')
  return (
    <div className={cx(styles.banner, styles.error)} role="alert" data-testid="key-rejected">
      <Icon name="warning" size={20} />
      <p>{t('errors.key_rejected')}</p>
      {administrator ? (
        <Button size="small" onClick={openReplaceKey}>
          {t('banner.enterNewKey')}
        </Button>
      ) : (
        <p data-testid="key-rejected-ask">{t('banner.askAdministrator')}</p>
      )}
    </div>
  )
}
