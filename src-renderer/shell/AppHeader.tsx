/** The bar across the top of every screen: the app's name, what it is connected to, and its actions. */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../ui'
import { LanguageSwitch } from './LanguageSwitch'

export function AppHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="app-header">
      <div className="brand">
        <Icon name="brand" className="brand-mark" size={28} />
        <span className="brand-name">{t('app.name')}</span>
      </div>
      <div className="header-content">{children}</div>
      <LanguageSwitch />
    </header>
  )
}
