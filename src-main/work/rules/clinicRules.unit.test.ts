/**
 * The clinic's rules (issue 27): the IT policy file read strictly (a file that does not parse gives the strictest
 * rules, never the most open), a fixed rule that administrators cannot change, the idle minutes bounded, rules
 * changed by administrators only, and what the rules forbid by channel. On a real settings.json.
 *
 * Issue 41: sealed per account (work/rules/clinicRules.ts), with a keychain in memory here (the OS keychain, the
 * real app and its audit trail: tests/keychain/clinic-rules-seal.test.ts): the rules of an older file adopted once,
 * where that cannot be replayed; each account its own; a save cut off between the file and the keychain; no
 * account open; an erased account's rules gone.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, test } from '../../../tests/support/fixtures'
import { createSettingsStore } from '../../store/settings'
import { createClinicRules, type RulesAccount } from './clinicRules'
import { FIRST_RULES, STRICTEST_RULES } from './ruleValues'
import type { AuditRecord } from '../audit/auditLog'
import { rulesKeyAccount } from '../../secrets/rulesKey'
import { memorySecrets } from '../../../tests/support/memorySecrets'
import { keychainOf, testPreferences } from '../../../tests/support/testPreferences'
import { NO_POLICY, parseClinicPolicy, readClinicPolicy, STRICTEST } from './clinicPolicy'
import { forbiddenBy } from './forbidden'
import type { Operator } from '../../../src-shared/contract'

let dir: string
test.beforeEach(({ dataDir }) => {
  dir = dataDir
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
    await testPreferences(dir).set(
      { photoConsentRequired: false, privacyScreenMinutes: 0, reportsSaveOutside: true },
      admin,
    )
    const desk = testPreferences(
      dir,
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
    const desk = testPreferences(dir)
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

describe('the rules sealed per account (issue 41)', () => {
  const settingsFile = () => join(dir, 'settings.json')
  const file = async () => JSON.parse(await readFile(settingsFile(), 'utf8')) as Record<string, unknown>
  /** The app's rules with `open` the open account (by its keychain name), on one keychain. */
  function rulesWith(secrets = memorySecrets()) {
    const audited: AuditRecord[] = []
    let open: string | null = 'clinic-a'
    const account = (): RulesAccount | null =>
      open === null ? null : { keychainAccount: open, audit: { record: (entry) => audited.push(entry) } }
    const rules = createClinicRules({ settings: createSettingsStore(dir), secrets, account })
    return {
      rules,
      audited,
      secrets,
      use: (name: string | null) => void (open = name),
      values: async () => (await rules.current()).values,
    }
  }

  it('adopts the rules of an older file once, for every account, and never again from the file', async () => {
    await writeFile(
      settingsFile(),
      JSON.stringify({ reportLocale: 'de', photoConsentRequired: false, reportsSaveOutside: false }),
    )
    const app = rulesWith()
    const older = { ...FIRST_RULES, photoConsentRequired: false, reportsSaveOutside: false }
    expect(await app.values()).toEqual(older)
    // taken out of the file, the rest of it kept
    expect(await file()).toMatchObject({ reportLocale: 'de' })
    expect((await file()).photoConsentRequired).toBeUndefined()
    // put back by hand: nothing changes, for the account sealed already and for one sealed after
    await writeFile(settingsFile(), JSON.stringify({ ...(await file()), reportsSaveOutside: true }))
    expect(await app.values()).toEqual(older)
    app.use('clinic-b')
    expect(await app.values()).toEqual(older)
    expect(app.audited).toEqual([])
  })

  it('gives a new keychain without an older file the first rules, and file rules put in later none', async () => {
    const app = rulesWith()
    expect(await app.values()).toEqual(FIRST_RULES)
    await writeFile(settingsFile(), JSON.stringify({ ...(await file()), subjectsDeleteAtService: false }))
    app.use('clinic-b')
    expect(await app.values()).toEqual(FIRST_RULES)
  })

  it('keeps each account’s rules its own: a record copied over another account’s is not taken', async () => {
    const app = rulesWith()
    await app.rules.change({ photoConsentRequired: false })
    app.use('clinic-b')
    expect((await app.values()).photoConsentRequired).toBe(true)
    const records = (await file()).clinicRules as Record<string, unknown>
    await writeFile(
      settingsFile(),
      JSON.stringify({ ...(await file()), clinicRules: { ...records, 'clinic-b': records['clinic-a'] } }),
    )
    expect(await app.values()).toEqual(STRICTEST_RULES)
    expect(app.audited).toEqual([
      expect.objectContaining({ action: 'rules.reset', detail: { reason: 'changed' } }),
    ])
    app.use('clinic-a')
    expect((await app.values()).photoConsentRequired).toBe(false)
  })

  it('takes a save cut off between the file and the keychain as saved, not as a change outside the app', async () => {
    const secrets = memorySecrets()
    const first = rulesWith(secrets)
    await first.values()
    // the keychain kept the number before the save: as if the process died between the two writes
    const before = await secrets.get(rulesKeyAccount('clinic-a'))
    await first.rules.change({ cacheRetentionDays: 90 })
    await secrets.set(rulesKeyAccount('clinic-a'), before ?? '')
    const restarted = rulesWith(secrets)
    expect((await restarted.rules.current()).reset).toBeNull()
    expect((await restarted.values()).cacheRetentionDays).toBe(90)
    expect(restarted.audited).toEqual([])
  })

  it('applies the strictest with no account open, where no rule can be changed', async () => {
    const desk = testPreferences(dir)
    await desk.set({ reportsSaveOutside: false }, admin)
    const app = rulesWith(keychainOf(dir))
    app.use(null)
    expect(await app.rules.current()).toEqual({ values: STRICTEST_RULES, reset: null, account: false })
    expect(await app.rules.change({ reportsSaveOutside: true })).toBeNull()
  })

  it('forgets an erased account’s rules and their key', async () => {
    const app = rulesWith()
    await app.rules.change({ photoConsentRequired: false })
    await app.rules.forget('clinic-a')
    expect((await file()).clinicRules).toEqual({})
    expect(await app.secrets.get(rulesKeyAccount('clinic-a'))).toBeNull()
    // connected again: a new start, not a change outside the app
    expect(await app.values()).toEqual(FIRST_RULES)
    expect(app.audited).toEqual([])
  })

  it('takes a file read just before a save as what it was, not as a change outside the app', async () => {
    const app = rulesWith()
    await app.values()
    const settings = createSettingsStore(dir)
    const before = await settings.read()
    const saving = app.rules.change({ reportsSaveOutside: false })
    const read = await app.rules.current(before)
    await saving
    expect(read).toMatchObject({ reset: null, values: { reportsSaveOutside: false } })
    expect(app.audited).toEqual([])
  })
})
