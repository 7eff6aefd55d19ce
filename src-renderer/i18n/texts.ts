/**
 * The renderer's texts, gathered from the folders that own them: each feature folder keeps its texts in
 * `locales/en.json` and `locales/de.json` beside its components (the capture screen's in screens/capture/locales/,
 * the consent dialog's in parts/consent/locales/…), and the few the whole app shares (app, common, errors,
 * list, nav) are in i18n/locales/. Each top-level key (a key group such as `consent` or `viewer`) lives in
 * exactly one folder, the one whose components use it (tests/codebase/locale-owners.test.ts).
 * All groups form one i18next namespace, so a component names a text by its full key (`consent.…`) wherever the file is.
 * The app starts with the groups its first screens need (startTexts.ts) and adds these with the shell (allTexts.ts).
 */
export type Texts = Record<string, unknown>

const english = import.meta.glob<Texts>('../**/locales/en.json', { eager: true, import: 'default' })
const german = import.meta.glob<Texts>('../**/locales/de.json', { eager: true, import: 'default' })

/** Every folder's key groups of one language, merged. */
const merge = (files: Record<string, Texts>): Texts => Object.assign({}, ...Object.values(files)) as Texts

export const texts = { en: merge(english), de: merge(german) }
