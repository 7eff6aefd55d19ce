import { describe, expect, it } from 'vitest'
import { appErrorCodes, outboxKinds } from '../../src-shared/contract'
import { errorMessageFor } from '../../src-renderer/i18n/errorKey'
import { flatten, language, localeFolders, placeholders } from '../support/localeTree'

const locales = { en: flatten(language('en')), de: flatten(language('de')) }

/** Words beyond placeholders: "{{width}} × {{height}}" reads the same in any language. */
const isSentence = (text: string) => /\p{L}+\s+\p{L}+/u.test(text.replace(/\{\{\w+\}\}/g, ''))

/** Every folder's English texts with their German twin (src-renderer/<folder>/locales/{en,de}.json). */
const pairs = localeFolders.map(({ folder, en, de }) => ({
  file: `${folder}/locales`,
  en: flatten(en),
  de: flatten(de),
}))

describe('locale files', () => {
  it("come in English and German pairs, the shared texts and each feature folder's", () => {
    expect(pairs.map((p) => p.file)).toEqual(
      expect.arrayContaining([
        'i18n/locales',
        'screens/capture/locales',
        'parts/consent/locales',
        'screens/reports/viewer/locales',
      ]),
    )
  })

  it.each(pairs)('$file: German has exactly the same keys', ({ en: english, de: german }) => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it.each(pairs)('$file: no empty strings in either language', ({ en: english, de: german }) => {
    const empty = [...english, ...german].filter(([, text]) => text.trim() === '').map(([key]) => key)
    expect(empty).toEqual([])
  })

  it.each(pairs)('$file: the same placeholders in both languages', ({ en: english, de: german }) => {
    for (const [key, text] of english)
      expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text))
  })

  it.each(pairs)('$file: a German text that is not just the English one for every sentence', (pair) => {
    const same = [...pair.en]
      .filter(([key, text]) => isSentence(text) && pair.de.get(key) === text)
      .map(([key]) => key)
    expect(same).toEqual([])
  })
})

describe('outbox writes', () => {
  it.each(outboxKinds)('%s is named in English and German on the outbox screen', (kind) => {
    expect(locales.en.get(`queue.outbox.kind.${kind}`)).toBeTruthy()
    expect(locales.de.get(`queue.outbox.kind.${kind}`)).toBeTruthy()
  })
})

describe('error messages', () => {
  it.each(appErrorCodes)('%s has a message in English and German', (code) => {
    expect(locales.en.get(`errors.${code}`)).toBeTruthy()
    expect(locales.de.get(`errors.${code}`)).toBeTruthy()
  })

  it('name the companies of a mismatch, or only ours when the key names none', () => {
    expect(errorMessageFor('company_mismatch', { companyId: 'a', keyCompanyId: 'b' }).key).toBe(
      'errors.company_mismatch',
    )
    const withoutKeyCompany = errorMessageFor('company_mismatch', { companyId: 'a' })
    expect(locales.en.get(withoutKeyCompany.key)).toContain('{{companyId}}')
    expect(locales.en.get(withoutKeyCompany.key)).not.toContain('{{keyCompanyId}}')
  })

  it('fall back to a message without a host when the host is unknown', () => {
    for (const code of ['unreachable', 'timeout'] as const) {
      expect(errorMessageFor(code, { host: 'saas.haut.ai' }).key).toBe(`errors.${code}`)
      const { key } = errorMessageFor(code, {})
      expect(locales.en.get(key)).toBeTruthy()
      expect(locales.en.get(key)).not.toContain('{{host}}')
    }
  })

  it('keep the required English wording', () => {
    expect(locales.en.get('errors.invalid_key')).toBe('The API key was not accepted (invalid or expired).')
    expect(locales.en.get('errors.unreachable')).toBe('Cannot reach {{host}}.')
    expect(locales.en.get('errors.timeout')).toBe('{{host}} did not answer in time.')
    expect(locales.en.get('errors.insecure_url')).toBe(
      'Use https:// for a service that is not on this computer.',
    )
    expect(locales.en.get('errors.invalid_url')).toBe('Enter a full address such as https://saas.haut.ai')
    expect(locales.en.get('errors.key_rejected')).toBe(
      'The service no longer accepts the API key (revoked or expired). Enter a new key to continue.',
    )
    expect(locales.en.get('errors.keychain_unavailable')).toBe(
      'The system keychain is not available, so the key cannot be stored safely.',
    )
  })
})
