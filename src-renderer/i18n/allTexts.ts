/**
 * Every folder's texts added to i18next, beside the start's (startTexts.ts): called as the shell's chunk loads
 * (shell/shellChunk.ts), before anything in it renders. Adding them again changes nothing.
 */
import { i18n } from './index'
import { texts } from './texts'

export function addAllTexts(): void {
  for (const language of ['en', 'de'] as const)
    i18n.addResourceBundle(language, 'translation', texts[language], true, false)
}
