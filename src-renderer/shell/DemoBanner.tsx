/**
 * While the built-in demo service is in use (issue 30): it is for trying the workstation, not for real patients.
 * Its data is on this computer, with sample patients; a clinic that tried it with real ones erases it from
 * Disconnect.
 */
import { useTranslation } from 'react-i18next'
import { Icon } from '../ui'
import { cx } from '../ui/classNames'
import styles from './banner.module.css'

export function DemoBanner() {
  const { t } = useTranslation()
  return (
    <div className={cx(styles.banner, styles.note)} role="note" data-testid="demo-banner">
      <Icon name="monitor" size={20} />
      <p>{t('banner.demo')}</p>
    </div>
  )
}
