/** The preferred report locale (preferences), or null while it is read; the UI language if it cannot be read. */
import { useTranslation } from 'react-i18next'
import { useChannel } from '../../data/useChannel'

export function usePreferredReportLocale(): string | null {
  const { i18n } = useTranslation()
  const preferences = useChannel('preferences.get', {})
  if (preferences.status === 'error') return i18n.resolvedLanguage ?? 'en'
  return preferences.data?.reportLocale ?? null
}
