/**
 * The privacy screen's idle minutes in settings.json (preferences.get/set): 5 for a file from before them, 0 (off)
 * to 120 kept, anything else refused by main (code validation) or, in a file from before the rules were sealed,
 * adopted as the default.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../../tests/support/fixtures'
import { toAppError } from './appFailure'
import { newKeychain, TEST_RULES_ACCOUNT, testPreferences } from '../../tests/support/testPreferences'

/** The rules are changed by an administrator (the operators' own checks: tests/client/operators-in-main). */
const administrator = () => ({ id: 'op-1', name: 'Admin', role: 'administrator' as const })

let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
})

const preferences = () => testPreferences(dir)
const settingsFile = () => join(dir, 'settings.json')

describe('preferences: privacy screen minutes', () => {
  it('reads 5 with no settings.json and from a settings.json from before them', async () => {
    expect((await preferences().get()).privacyScreenMinutes).toBe(5)
    // an older version's file, on this version's first start (a keychain without the rules' key yet)
    newKeychain(dir)
    await writeFile(settingsFile(), JSON.stringify({ reportLocale: 'de', photoConsentRequired: false }))
    expect(await preferences().get()).toMatchObject({ reportLocale: 'de', privacyScreenMinutes: 5 })
  })

  it.each([0, 1, 120])('keeps %i minutes and the other fields', async (minutes) => {
    const desk = preferences()
    await desk.set({ clinicName: 'Kept' }, administrator)
    expect(await desk.set({ privacyScreenMinutes: minutes }, administrator)).toMatchObject({
      clinicName: 'Kept',
      privacyScreenMinutes: minutes,
    })
    expect(JSON.parse(await readFile(settingsFile(), 'utf8'))).toMatchObject({
      clinicRules: { [TEST_RULES_ACCOUNT]: { values: { privacyScreenMinutes: minutes } } },
    })
    expect((await preferences().get()).privacyScreenMinutes).toBe(minutes)
  })

  it.each([-1, 121, 2.5])('refuses %s minutes, saving nothing', async (minutes) => {
    const desk = preferences()
    await desk.set({ privacyScreenMinutes: 10 }, administrator)
    const error = await desk
      .set({ privacyScreenMinutes: minutes, clinicName: 'Not saved' }, administrator)
      .then(
        () => null,
        (e: unknown) => toAppError(e),
      )
    expect(error).toMatchObject({ code: 'validation', field: 'privacyScreenMinutes', params: { max: '120' } })
    expect(await desk.get()).toMatchObject({ privacyScreenMinutes: 10, clinicName: '' })
  })

  // edited by hand since issue 41: the strictest rules (work/rules/clinicRules.unit.test.ts); in an older file, as it did
  it.each([[-3], [500], ['10'], [null], [1.5]])('adopts %j of an older file as 5', async (value) => {
    await writeFile(settingsFile(), JSON.stringify({ privacyScreenMinutes: value }))
    expect((await preferences().get()).privacyScreenMinutes).toBe(5)
  })
})
