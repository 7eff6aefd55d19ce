/** i18next set up once, before the first render; the chosen language is remembered (it is not a secret). */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { initialLanguage, rememberLanguage, type Language } from './language'
import { texts } from './texts'

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  // Each feature folder's texts, from its locales/ folder (./texts.ts).
  resources: {
    en: { translation: texts.en },
    de: { translation: texts.de },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'de'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
})

function reflectLanguage(language: string): void {
  document.documentElement.lang = language
  document.title = i18n.t('app.name')
}

reflectLanguage(i18n.language)
i18n.on('languageChanged', reflectLanguage)

export function changeLanguage(language: Language): void {
  rememberLanguage(language)
  void i18n.changeLanguage(language)
}
