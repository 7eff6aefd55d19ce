/**
 * The texts of what is shown before the shell (the splash, the connect screen, the first administrator, the
 * sign-in): the groups the whole app shares (i18n/locales/), the session's folders and the ui's. They load with
 * the app; every other folder's texts come with the shell's chunk (allTexts.ts), so the first screen neither
 * loads nor parses the signed-in screens' texts (issue 46). tests/codebase/startup-texts.test.ts checks that
 * every key the code before the shell asks for is in these folders.
 */
import type { Texts } from './texts'

const english = import.meta.glob<Texts>(
  ['../i18n/locales/en.json', '../session/**/locales/en.json', '../ui/**/locales/en.json'],
  { eager: true, import: 'default' },
)
const german = import.meta.glob<Texts>(
  ['../i18n/locales/de.json', '../session/**/locales/de.json', '../ui/**/locales/de.json'],
  { eager: true, import: 'default' },
)

const merge = (files: Record<string, Texts>): Texts => Object.assign({}, ...Object.values(files)) as Texts

export const startTexts = { en: merge(english), de: merge(german) }
