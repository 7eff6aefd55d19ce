/**
 * Intl formatters kept per language and options, for the page's life. Building one costs far more than using
 * it, and a long history formats thousands of dates and numbers per render (a subject with 167 visits built
 * 12,753 formatters to open its history once). Few languages and option sets exist, so the cache stays small.
 * A language Intl refuses throws as before and is not kept.
 */
const kept = new Map<string, unknown>()

function cached<T>(kind: string, language: string, options: object, build: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`
  let formatter = kept.get(key) as T | undefined
  if (formatter === undefined) {
    formatter = build()
    kept.set(key, formatter)
  }
  return formatter
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', language, options, () => new Intl.NumberFormat(language, options))
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('dateTime', language, options, () => new Intl.DateTimeFormat(language, options))
}

export function listFormat(language: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return cached('list', language, options, () => new Intl.ListFormat(language, options))
}
