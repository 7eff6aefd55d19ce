/** The preferred report locale (preferences), or null while it is read; the UI language if it cannot be read. */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { skin } from '../bridge/skin'

export function usePreferredReportLocale(): string | null {
  const { i18n } = useTranslation()
  const fallback = i18n.resolvedLanguage ?? 'en'
  const [locale, setLocale] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    skin.preferences.get().then(
      (preferences) => current && setLocale(preferences.reportLocale),
      () => current && setLocale(fallback),
    )
    return () => {
      current = false
    }
  }, [fallback])
  return locale
}
