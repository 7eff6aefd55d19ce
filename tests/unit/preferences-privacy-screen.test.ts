/**
 * The privacy screen's idle minutes in settings.json (preferences.get/set): 5 for a file from before them, 0 (off)
 * to 120 kept, anything else refused by main (code validation) or, edited by hand, read as the default.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSettingsStore } from '../../src-main/store/settings'
import { toAppError } from '../../src-main/work/appFailure'
import { createPreferences } from '../../src-main/work/preferences'

/** The rules are changed by an administrator (the operators' own checks: tests/client/operators-in-main). */
const administrator = () => ({ id: 'op-1', name: 'Admin', role: 'administrator' as const })

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-privacy-preference-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const preferences = () => createPreferences(createSettingsStore(dir))
const settingsFile = () => join(dir, 'settings.json')

describe('preferences: privacy screen minutes', () => {
  it('reads 5 with no settings.json and from a settings.json from before them', async () => {
    expect((await preferences().get()).privacyScreenMinutes).toBe(5)
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
      privacyScreenMinutes: minutes,
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

  it.each([[-3], [500], ['10'], [null], [1.5]])('reads %j edited by hand as 5', async (value) => {
    await writeFile(settingsFile(), JSON.stringify({ privacyScreenMinutes: value }))
    expect((await preferences().get()).privacyScreenMinutes).toBe(5)
  })
})
