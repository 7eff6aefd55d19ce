/** A report locale as people read it, in the UI language: "de" → "German", "pt-BR" → "Portuguese (Brazil)". */
export function reportLocaleName(locale: string, uiLanguage: string): string | null {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' }).of(locale) ?? null
  } catch {
    // Not a well-formed language tag: there is no name to show.
    return null
  }
}

/** "German (de)", or the code alone when it has no name. */
export function reportLocaleLabel(locale: string, uiLanguage: string): string {
  const name = reportLocaleName(locale, uiLanguage)
  return name ? `${name} (${locale})` : locale
}

/** A language named in itself, then in the UI language when that differs: "Deutsch (German)", "日本語 (Japanese)". */
export function reportLocaleChoiceLabel(locale: string, uiLanguage: string): string {
  const own = reportLocaleName(locale, locale)
  const ui = reportLocaleName(locale, uiLanguage)
  if (!own) return ui ?? locale
  const capitalised = own.charAt(0).toLocaleUpperCase(locale) + own.slice(1)
  return ui && ui.toLocaleLowerCase(uiLanguage) !== own.toLocaleLowerCase(locale)
    ? `${capitalised} (${ui})`
    : capitalised
}
