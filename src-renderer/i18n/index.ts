/** i18next set up once, before the first render; the chosen language is remembered (it is not a secret). */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { initialLanguage, rememberLanguage, type Language } from './language'
import { startTexts } from './startTexts'

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  // The texts of the screens before the shell (./startTexts.ts); the rest come with the shell (./allTexts.ts).
  resources: {
    en: { translation: startTexts.en },
    de: { translation: startTexts.de },
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
