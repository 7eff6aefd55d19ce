/**
 * Shown once the account opened without its data key (a new OS profile, a keychain reset): what that means for
 * the operator, in words, until they dismiss it. The copies come again from the service by themselves.
 */
import { useTranslation } from 'react-i18next'
import { skin } from '../bridge/skin'
import { putAnswer } from '../data/putAnswer'
import { useChannel } from '../data/useChannel'
import { Button, Icon } from '../ui'
import { cx } from '../ui/classNames'
import styles from './banner.module.css'

export function KeyLossBanner() {
  const { t } = useTranslation()
  const notice = useChannel('dataKey.notice', {})
  if (!notice.data) return null
  const lost = notice.data.unrecoverableCaptures
  return (
    <div className={cx(styles.banner, styles.warning)} role="alert" data-testid="key-lost">
      <Icon name="lock" size={20} />
      <p>
        {t('banner.keyLost')}{' '}
        {lost > 0 ? (
          <strong data-testid="key-lost-captures">{t('banner.keyLostCaptures', { count: lost })}</strong>
        ) : null}
      </p>
      <Button
        size="small"
        data-testid="key-lost-dismiss"
        onClick={() => {
          // Should main not answer (the account just closed), the notice stays: nothing is lost.
          skin.dataKey.dismissNotice().then(
            () => putAnswer('dataKey.notice', {}, null),
            () => undefined,
          )
        }}
      >
        {t('banner.understood')}
      </Button>
    </div>
  )
}
