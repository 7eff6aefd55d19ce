/** The UI language, switchable at any time; the choice is remembered on this computer. */
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../../i18n'
import { isLanguage, languages } from '../../i18n/language'
import { Icon, VisuallyHidden } from '..'
import styles from './LanguageSwitch.module.css'

export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  return (
    <label className={styles.languageSwitch}>
      <VisuallyHidden>{t('language.label')}</VisuallyHidden>
      <Icon name="globe" />
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
