/** The UI language, switchable at any time; the choice is remembered on this computer. */
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../i18n'
import { isLanguage, languages } from '../i18n/language'

export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language.label')}</span>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <select
        data-testid="language"
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(e) => {
          if (isLanguage(e.target.value)) changeLanguage(e.target.value)
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  )
}
