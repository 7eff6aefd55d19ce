/**
 * The app's own texts, read from its locale files, for locators by accessible name: a page object names a
 * control by its i18n key, and the name matches in English and in German (tests that switch to `de` keep
 * working), with no long string copied into the tests.
 */
import { flatten, language } from '../../support/localeTree'

const english = flatten(language('en'))
const german = flatten(language('de'))

/** Values to fill in: a text, a number, or another text of the app by its key (translated with the rest). */
export type TextValues = Record<string, string | number | { key: string }>

/** The text of `key` in one language: its plural form by `count` (as i18next picks it for en and de). */
function textOf(table: Map<string, string>, key: string, values: TextValues): string {
  const plain = table.get(key)
  if (plain !== undefined) return plain
  const form = values.count === 1 ? `${key}_one` : `${key}_other`
  const plural = table.get(form)
  if (plural === undefined) throw new Error(`no text ${key} in the locale files`)
  return plural
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A text as a pattern: given values filled in, any other placeholder stands for some text. */
function pattern(table: Map<string, string>, text: string, values: TextValues): string {
  return text
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1]
      if (name === undefined) return escape(part)
      const value = values[name]
      if (value === undefined) return '.+?'
      return escape(typeof value === 'object' ? textOf(table, value.key, {}) : String(value))
    })
    .join('')
}

/** The English text of `key`, with its placeholders filled in. */
export function englishText(key: string, values: TextValues = {}): string {
  return textOf(english, key, values).replace(/\{\{(\w+)\}\}/g, (all, name: string) => {
    const value = values[name]
    if (value === undefined) return all
    return typeof value === 'object' ? englishText(value.key) : String(value)
  })
}

/**
 * The text of `key` in English or German, as a regular expression for a locator's `name` or `hasText`: the
 * whole name (`exact`, the default), or a name that starts with it (a control with a count badge after it).
 */
export function uiText(key: string, values: TextValues = {}, { exact = true } = {}): RegExp {
  // A plural text with no count given: any of its forms.
  const counts = values.count === undefined && !english.has(key) ? [1, 2] : [values.count]
  const forms = [english, german].flatMap((table) =>
    counts.map((count) => pattern(table, textOf(table, key, { ...values, count: count ?? '' }), values)),
  )
  const either = [...new Set(forms)].join('|')
  return new RegExp(`^(?:${either})${exact ? '$' : ''}`)
}
