/** The bar across the top of every screen: the app's name, what it is connected to, and its actions. */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '..'
import styles from './AppHeader.module.css'
import { LanguageSwitch } from './LanguageSwitch'

export function AppHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className={styles.header} data-testid="app-header">
      <div className={styles.brand}>
        <Icon name="brand" className={styles.brandMark} size={28} />
        <span className={styles.brandName}>{t('app.name')}</span>
      </div>
      <div className={styles.content}>{children}</div>
      <LanguageSwitch />
    </header>
  )
}
