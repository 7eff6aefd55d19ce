/** The date-fns locale for the UI language, so chart dates read as the rest of the UI. */
import type { Locale } from 'date-fns'
import { de, enUS } from 'date-fns/locale'

export function dateLocaleFor(language: string): Locale {
  return language.startsWith('de') ? de : enUS
}
