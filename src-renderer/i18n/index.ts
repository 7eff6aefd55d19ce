/** i18next set up once, before the first render; the chosen language is remembered (it is not a secret). */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import deCapture from './de.capture.json'
import de from './de.json'
import dePatients from './de.patients.json'
import deReports from './de.reports.json'
import deResults from './de.results.json'
import enCapture from './en.capture.json'
import enPatients from './en.patients.json'
import enReports from './en.reports.json'
import enResults from './en.results.json'
import en from './en.json'
import { initialLanguage, rememberLanguage, type Language } from './language'

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  // Capture, results/history/compare, subject and queue, reports/offline/settings, and patient records (form,
  // search, consent, deleting) texts live in files of their own; their top-level keys are theirs alone.
  resources: {
    en: { translation: { ...en, ...enCapture, ...enResults, ...enReports, ...enPatients } },
    de: { translation: { ...de, ...deCapture, ...deResults, ...deReports, ...dePatients } },
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
