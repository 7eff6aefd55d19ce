/**
 * The clinic's rules (issue 27): the IT policy file read strictly (a file that does not parse gives the strictest
 * rules, never the most open), a fixed rule that administrators cannot change, the idle minutes bounded, rules
 * changed by administrators only, and what the rules forbid by channel. On a real settings.json.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSettingsStore } from '../../src-main/store/settings'
import { createPreferences } from '../../src-main/work/preferences'
import {
  NO_POLICY,
  parseClinicPolicy,
  readClinicPolicy,
  STRICTEST,
} from '../../src-main/work/rules/clinicPolicy'
import { forbiddenBy } from '../../src-main/work/rules/forbidden'
import type { Operator } from '../../src-shared/contract'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-rules-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const admin = (): Operator => ({ id: 'op-1', name: 'Ada', role: 'administrator' })
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as { code: string; params: Record<string, string> },
  )

describe('the IT policy file', () => {
  it('fixes the rules it names, and bounds the idle minutes', () => {
    expect(
      parseClinicPolicy(
        JSON.stringify({
          updates: { enabled: true },
          rules: { reportsSaveOutside: false, privacyScreenMinutesMax: 10, cacheRetentionDays: 90 },
        }),
      ),
    ).toEqual({
      state: 'applied',
      fixed: { reportsSaveOutside: false, cacheRetentionDays: 90 },
      privacyScreenMinutesMax: 10,
    })
    // no file, or a file about updates only: the administrators' choices
    expect(parseClinicPolicy(null)).toEqual(NO_POLICY)
    expect(parseClinicPolicy('{"updates": {"enabled": false}}')).toEqual(NO_POLICY)
  })

  it.each([
    ['not JSON', '{rules: '],
    ['an array', '[]'],
    ['a rule of the wrong type', '{"rules": {"photoConsentRequired": "yes"}}'],
    ['an unknown rule', '{"rules": {"photoConsentRequried": true}}'],
    ['minutes out of range', '{"rules": {"privacyScreenMinutesMax": 0}}'],
    ['days not offered', '{"rules": {"cacheRetentionDays": 3}}'],
  ])('applies the strictest rules for %s', (_, text) => {
    expect(parseClinicPolicy(text)).toEqual(STRICTEST)
  })

  it('reads no file as no policy, and a file it cannot read as the strictest', async () => {
    expect(readClinicPolicy(join(dir, 'missing.json'))).toEqual(NO_POLICY)
    // a folder where the file should be: there, but unreadable
    expect(readClinicPolicy(dir)).toEqual(STRICTEST)
    await writeFile(join(dir, 'policy.json'), '{"rules": {"subjectsDeleteAtService": false}}')
    expect(readClinicPolicy(join(dir, 'policy.json')).fixed).toEqual({ subjectsDeleteAtService: false })
  })
})

describe('rules as main applies them', () => {
  it('answers the fixed values over the saved ones, and refuses to change them', async () => {
    const settings = createSettingsStore(dir)
    await settings.update({ photoConsentRequired: false, privacyScreenMinutes: 0, reportsSaveOutside: true })
    const desk = createPreferences(
      settings,
      parseClinicPolicy(
        '{"rules": {"photoConsentRequired": true, "reportsSaveOutside": false, "privacyScreenMinutesMax": 10}}',
      ),
    )
    expect(await desk.get()).toMatchObject({
      photoConsentRequired: true,
      reportsSaveOutside: false,
      // off is not allowed under a bound: the bound applies
      privacyScreenMinutes: 10,
      rules: {
        policy: 'applied',
        fixed: ['photoConsentRequired', 'reportsSaveOutside'],
        privacyScreenMinutesMax: 10,
      },
    })
    expect(await failure(desk.set({ reportsSaveOutside: true }, admin))).toMatchObject({
      code: 'policy_fixed',
      params: { rule: 'reportsSaveOutside' },
    })
    expect(await failure(desk.set({ privacyScreenMinutes: 30 }, admin))).toMatchObject({
      code: 'policy_fixed',
    })
    expect(await failure(desk.set({ privacyScreenMinutes: 0 }, admin))).toMatchObject({
      code: 'policy_fixed',
    })
    expect((await desk.set({ privacyScreenMinutes: 2 }, admin)).privacyScreenMinutes).toBe(2)
    // the same value as the fixed one is no change, and passes
    expect((await desk.set({ photoConsentRequired: true }, admin)).photoConsentRequired).toBe(true)
  })

  it('lets only an administrator change a rule; anyone the language', async () => {
    const desk = createPreferences(createSettingsStore(dir))
    const clinician = () => {
      throw Object.assign(new Error('not_permitted'), { code: 'not_permitted' })
    }
    expect(await failure(desk.set({ subjectsDeleteAtService: false }, clinician))).toMatchObject({
      code: 'not_permitted',
    })
    expect(await failure(desk.set({ cacheRetentionDays: 7 }, () => null))).toMatchObject({
      code: 'operator_required',
    })
    expect((await desk.set({ reportLocale: 'de' }, clinician)).reportLocale).toBe('de')
    expect((await desk.set({ subjectsDeleteAtService: false }, admin)).subjectsDeleteAtService).toBe(false)
  })

  it('forbids saving reports outside, and deleting at the service, when the rules say so', () => {
    const closed = { reportsSaveOutside: false, subjectsDeleteAtService: false }
    const open = { reportsSaveOutside: true, subjectsDeleteAtService: true }
    expect(forbiddenBy('reports.save', {}, closed)).toBe('reportsSaveOutside')
    expect(forbiddenBy('subjects.remove', {}, closed)).toBe('subjectsDeleteAtService')
    expect(forbiddenBy('visits.remove', {}, closed)).toBe('subjectsDeleteAtService')
    expect(forbiddenBy('subjects.removeLocal', { servicePhotos: true }, closed)).toBe(
      'subjectsDeleteAtService',
    )
    // removing this workstation's copies only is always allowed
    expect(
      forbiddenBy('subjects.removeLocal', { servicePhotos: false, serviceDetails: false }, closed),
    ).toBeNull()
    for (const channel of [
      'reports.save',
      'subjects.remove',
      'visits.remove',
      'subjects.removeLocal',
    ] as const)
      expect(forbiddenBy(channel, { servicePhotos: true }, open)).toBeNull()
    expect(forbiddenBy('reports.open', {}, closed)).toBeNull()
  })
})
