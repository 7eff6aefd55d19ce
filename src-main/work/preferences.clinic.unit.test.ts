/**
 * The clinic's settings and photo consent in settings.json (preferences.get/set): defaults for a file from before
 * them, a change that keeps the other fields, texts trimmed and checked in main with a code the form translates.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../../tests/support/fixtures'
import { settingTextLimits } from '../../src-shared/contractValues'
import { toAppError } from './appFailure'
import { FRESH_PREFERENCES } from '../../tests/support/freshPreferences'
import { TEST_RULES_ACCOUNT, testPreferences } from '../../tests/support/testPreferences'

/** The rules are changed by an administrator (the operators' own checks: tests/client/operators-in-main). */
const administrator = () => ({ id: 'op-1', name: 'Admin', role: 'administrator' as const })

let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
})

const preferences = () => testPreferences(dir)
const saved = async () =>
  JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as Record<string, unknown>
async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (e: unknown) => toAppError(e),
  )
}

describe('preferences: clinic and consent', () => {
  it('reads a settings.json from before them with no clinic and consent required', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ reportLocale: 'fr' }))
    expect(await preferences().get()).toEqual({ ...FRESH_PREFERENCES, reportLocale: 'fr' })
  })

  it('keeps consent required unless it was saved as false; a wrong type reads as required', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ photoConsentRequired: 'no' }))
    expect((await preferences().get()).photoConsentRequired).toBe(true)
    const desk = preferences()
    expect((await desk.set({ photoConsentRequired: false }, administrator)).photoConsentRequired).toBe(false)
    // sealed in the account's rules (issue 41), the file's old field adopted once and gone
    expect(await saved()).toMatchObject({
      clinicRules: { [TEST_RULES_ACCOUNT]: { values: { photoConsentRequired: false } } },
    })
    expect((await saved()).photoConsentRequired).toBeUndefined()
    expect((await preferences().get()).photoConsentRequired).toBe(false)
  })

  it('changes only the fields named, trimmed, with address lines kept', async () => {
    const desk = preferences()
    await desk.set({ reportLocale: 'de' }, administrator)
    const after = await desk.set(
      {
        clinicName: '  Praxis am Dom ',
        clinicAddress: ' Domplatz 1 \r\n\r\n50667 Köln\r\n',
        clinicianName: 'Dr. Eva Roth',
      },
      administrator,
    )
    expect(after).toEqual({
      ...FRESH_PREFERENCES,
      reportLocale: 'de',
      clinicName: 'Praxis am Dom',
      clinicAddress: 'Domplatz 1\n\n50667 Köln',
      clinicianName: 'Dr. Eva Roth',
    })
    expect(await saved()).toMatchObject({ clinicName: 'Praxis am Dom', reportLocale: 'de' })
    expect((await desk.set({ clinicianName: '' }, administrator)).clinicName).toBe('Praxis am Dom')
  })

  it.each([
    [
      'clinicName',
      'x'.repeat(settingTextLimits.clinicName.maxLength + 1),
      'text_too_long',
      settingTextLimits.clinicName.maxLength,
    ],
    ['clinicianName', 'Dr.\nNo', 'text_invalid_characters', settingTextLimits.clinicianName.maxLength],
    ['clinicName', 'Clinic\u0007', 'text_invalid_characters', settingTextLimits.clinicName.maxLength],
    [
      'clinicAddress',
      Array.from({ length: settingTextLimits.clinicAddress.maxLines + 1 }, (_, i) => `line ${i}`).join('\n'),
      'text_too_many_lines',
      settingTextLimits.clinicAddress.maxLines,
    ],
    [
      'clinicAddress',
      'y'.repeat(settingTextLimits.clinicAddress.maxLength + 1),
      'text_too_long',
      settingTextLimits.clinicAddress.maxLength,
    ],
  ] as const)('refuses %s %#: %s, saving nothing', async (field, value, code, max) => {
    const desk = preferences()
    await desk.set({ clinicName: 'Kept' }, administrator)
    expect(await failure(desk.set({ [field]: value, reportLocale: 'it' }, administrator))).toMatchObject({
      code,
      field,
      params: { max: String(max) },
    })
    expect(await desk.get()).toMatchObject({ clinicName: 'Kept', clinicianName: '', reportLocale: 'en' })
  })

  it('counts characters, not UTF-16 units: a name at the limit in Japanese is kept', async () => {
    const name = '𠮷'.repeat(settingTextLimits.clinicName.maxLength)
    expect((await preferences().set({ clinicName: name }, administrator)).clinicName).toBe(name)
  })

  it('reads a value edited by hand past its limit as not set', async () => {
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ clinicName: 'z'.repeat(1000), clinicianName: 'Dr. A' }),
    )
    expect(await preferences().get()).toMatchObject({ clinicName: '', clinicianName: 'Dr. A' })
  })
})
