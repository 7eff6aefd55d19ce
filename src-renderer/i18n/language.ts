/** Which UI language to start in: the remembered choice, else the system's if we have it, else English. */

export const languages = ['en', 'de'] as const
export type Language = (typeof languages)[number]

const STORAGE_KEY = 'skin-language'

export function isLanguage(value: string | null): value is Language {
  return value !== null && (languages as readonly string[]).includes(value)
}

export function initialLanguage(): Language {
  const remembered = localStorage.getItem(STORAGE_KEY)
  if (isLanguage(remembered)) return remembered
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en'
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language)
}
