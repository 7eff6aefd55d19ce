/**
 * The measures' names and the category values in a sheet's language, as the screens translate them (the results'
 * `results.metric` and `results.category` texts), for main to print on the sheet. Empty for a language the
 * screens have no texts in: the sheet then keeps the service's own words.
 */
import type { SheetNames } from '../../../src-shared/contract'
import { texts } from '../../i18n/texts'

type Table = Record<string, string>

function tableOf(value: unknown): Table {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

export function sheetNames(locale: string): SheetNames {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0]
  const bundle = language === 'en' || language === 'de' ? texts[language] : null
  const results = (bundle as { results?: { metric?: unknown; category?: unknown } } | null)?.results
  return { metrics: tableOf(results?.metric), categories: tableOf(results?.category) }
}
