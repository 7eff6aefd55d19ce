/** "Settings" in the header. */
import { useTranslation } from 'react-i18next'
import { useNavigation } from '../../store/navigation'
import { Button, Icon } from '../../ui'
import styles from './SettingsNavLink.module.css'

export function SettingsNavLink() {
  const { t } = useTranslation()
  const openSettings = useNavigation((s) => s.openSettings)
  const onSettings = useNavigation((s) => s.screen.name === 'settings')
  return (
    <Button
      variant="quiet"
      className={styles.navLink}
      data-testid="settings-open"
      aria-current={onSettings ? 'page' : undefined}
      onClick={openSettings}
    >
      <Icon name="settings" />
      {t('nav.settings')}
    </Button>
  )
}
