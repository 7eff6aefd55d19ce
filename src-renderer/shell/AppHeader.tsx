/** The bar across the top of every screen: the app's name, what it is connected to, and its actions. */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitch } from './LanguageSwitch'

export function AppHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="app-header">
      <div className="brand">
        <svg className="brand-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="2" />
          <circle cx="16" cy="16" r="3" fill="#fff" />
        </svg>
        <span className="brand-name">{t('app.name')}</span>
      </div>
      <div className="header-content">{children}</div>
      <LanguageSwitch />
    </header>
  )
}
