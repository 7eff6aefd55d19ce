/**
 * This service's own noise floors (issue 28), set by an administrator (the `noiseFloors` preference in
 * settings.json): only administrators set them, only for metrics with a measured floor and within 0–50 points; a
 * file edited by hand loses only what does not pass; the change is in the audit trail. The floors in force are
 * checked with the compare screen's direction (src-shared/domain/metricChange.test.ts).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../../tests/support/fixtures'
import { auditEntryOf } from './audit/auditedCalls'
import { testPreferences } from '../../tests/support/testPreferences'
import type { Operator } from '../../src-shared/contract'

let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
})

const admin = (): Operator => ({ id: 'op-1', name: 'Ada', role: 'administrator' })
const clinician = () => {
  throw Object.assign(new Error('not_permitted'), { code: 'not_permitted' })
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as { code: string; params: Record<string, string>; field?: string },
  )

describe('this service’s noise floors', () => {
  it('start empty, and are set by an administrator only', async () => {
    const desk = testPreferences(dir)
    expect((await desk.get()).noiseFloors).toEqual({})
    expect(await failure(desk.set({ noiseFloors: { redness_score: 5 } }, clinician))).toMatchObject({
      code: 'not_permitted',
    })
    expect(await failure(desk.set({ noiseFloors: { redness_score: 5 } }, () => null))).toMatchObject({
      code: 'operator_required',
    })
    expect((await desk.get()).noiseFloors).toEqual({})
    const set = await desk.set({ noiseFloors: { redness_score: 5, pores_score: 0.5 } }, admin)
    expect(set.noiseFloors).toEqual({ redness_score: 5, pores_score: 0.5 })
    // A change replaces the whole set: an empty one goes back to the measured floors.
    expect((await desk.set({ noiseFloors: {} }, admin)).noiseFloors).toEqual({})
  })

  it('refuses a metric without a measured floor, and a floor outside 0–50, saving nothing', async () => {
    const desk = testPreferences(dir)
    const refused: Record<string, number>[] = [
      { eye_age: 3 },
      { redness_score: -1 },
      { redness_score: 51 },
      { redness_score: NaN },
    ]
    for (const noiseFloors of refused) {
      expect(await failure(desk.set({ noiseFloors }, admin))).toMatchObject({ code: 'validation' })
    }
    expect((await desk.get()).noiseFloors).toEqual({})
  })

  it('keeps only what passes from a settings.json edited by hand', async () => {
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ noiseFloors: { redness_score: 4, acne_score: 'x', eye_age: 2, pores_score: 99 } }),
    )
    expect((await testPreferences(dir).get()).noiseFloors).toEqual({
      redness_score: 4,
    })
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ noiseFloors: [1, 2] }))
    expect((await testPreferences(dir).get()).noiseFloors).toEqual({})
  })

  it('is saved in settings.json and recorded in the audit trail as a rule change', async () => {
    const desk = testPreferences(dir)
    await desk.set({ noiseFloors: { uniformness_score: 2 } }, admin)
    const file = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as Record<string, unknown>
    expect(file.noiseFloors).toEqual({ uniformness_score: 2 })
    expect(
      auditEntryOf('preferences.set', { noiseFloors: { uniformness_score: 2 } }, {}, null),
    ).toMatchObject({
      action: 'rule.change',
      detail: { noiseFloors: '{"uniformness_score":2}' },
    })
    expect(auditEntryOf('preferences.set', { reportLocale: 'de' }, {}, null)).toBeNull()
  })
})
