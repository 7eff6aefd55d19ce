/**
 * Issue 41: a file edit cannot switch off the clinic's rules. The main app with its real handlers, on the OS keychain
 * (gnome-keyring in npm test's private D-Bus session, through keytar), a real local service and the account's real
 * audit trail; settings.json is changed the way the person at the keyboard would, with a file manager: every rule
 * set to its most open value wherever the file keeps one, or an older copy of the file put back. The strictest
 * rules apply at once, main enforces them, the audit trail says so, and administrators are told until one saves.
 */
import { randomBytes } from 'node:crypto'
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_BY_WORKSTATION } from '../../src-shared/contractValues'
import { createKeychain } from '../../src-main/secrets/keychain'
import { rulesKeyAccount } from '../../src-main/secrets/rulesKey'
import type { RunningService } from '../../src-service/server'
import { type Clinic, createClinic, startTestService } from '../support/world'
import { startMainApp, type AppUnderTest } from '../support/mainApp'

const secrets = createKeychain(`skin-analysis-workstation-test-${randomBytes(4).toString('hex')}`)
let service: RunningService
let root: string

beforeAll(async () => {
  service = await startTestService({ port: 0 })
  root = await mkdtemp(join(tmpdir(), 'skin-rules-seal-'))
})
afterAll(async () => {
  await service?.close()
  await rm(root, { recursive: true, force: true })
})

/** Every rule at its most open, as a hand edit would put it wherever the file keeps rules. */
const OPEN = {
  photoConsentRequired: false,
  privacyScreenMinutes: 0,
  cacheRetentionDays: 365,
  reportsSaveOutside: true,
  subjectsDeleteAtService: true,
}
const STRICTEST = {
  photoConsentRequired: true,
  privacyScreenMinutes: 1,
  cacheRetentionDays: 7,
  reportsSaveOutside: false,
  subjectsDeleteAtService: false,
}

async function openEverything(file: string): Promise<void> {
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
  const records = (json.clinicRules ?? {}) as Record<string, { values?: unknown }>
  for (const record of Object.values(records)) record.values = { ...OPEN }
  await writeFile(file, JSON.stringify({ ...json, ...OPEN }, null, 2))
}

const rulesOf = async (app: AppUnderTest) => {
  const preferences = await app.value('preferences.get')
  return {
    values: {
      photoConsentRequired: preferences.photoConsentRequired,
      privacyScreenMinutes: preferences.privacyScreenMinutes,
      cacheRetentionDays: preferences.cacheRetentionDays,
      reportsSaveOutside: preferences.reportsSaveOutside,
      subjectsDeleteAtService: preferences.subjectsDeleteAtService,
    },
    reset: preferences.rules.reset ?? null,
  }
}

const resets = async (app: AppUnderTest) =>
  (await app.value('audit.list', {})).entries.filter((entry) => entry.action === 'rules.reset')

async function connected(dataDir: string, clinic: Clinic): Promise<AppUnderTest> {
  const app = await startMainApp(dataDir, secrets)
  if (!(await app.value('auth.status')).connected) await app.connect(service, clinic)
  return app
}

describe('the clinic’s rules in settings.json', () => {
  it('cannot be switched off by editing the file, rolled back with an older copy, or checked without their key', async () => {
    const dataDir = join(root, 'data')
    const file = join(dataDir, 'settings.json')
    const clinic = await createClinic(service, 'Sealed clinic', 'Ida Edit')
    const app = await connected(dataDir, clinic)
    await app.value('preferences.set', { subjectsDeleteAtService: false, privacyScreenMinutes: 10 })
    expect((await rulesOf(app)).reset).toBeNull()

    // every rule switched open in the file: the strictest apply at once, and main enforces them
    await openEverything(file)
    const edited = await rulesOf(app)
    expect(edited.values).toEqual(STRICTEST)
    expect(edited.reset).toMatchObject({ reason: 'changed' })
    expect(
      await app.failure('subjects.remove', { datasetId: clinic.datasetId, subjectId: clinic.subjectId }),
    ).toBe('policy_forbids')
    const [entry, ...more] = await resets(app)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ operatorId: AUDIT_BY_WORKSTATION, detail: { reason: 'changed' } })
    // an administrator saves the rules again: the notice is over
    await app.value('preferences.set', { privacyScreenMinutes: 5 })
    expect((await rulesOf(app)).reset).toBeNull()

    // the clinic once did without consent, and a copy of the file was kept; then it asked for consent again
    await app.value('preferences.set', { photoConsentRequired: false })
    await copyFile(file, join(root, 'old-settings.json'))
    await app.value('preferences.set', { photoConsentRequired: true })
    await copyFile(join(root, 'old-settings.json'), file)
    const rolledBack = await rulesOf(app)
    expect(rolledBack.values.photoConsentRequired).toBe(true)
    expect(rolledBack.reset).toMatchObject({ reason: 'changed' })
    await app.value('preferences.set', { reportsSaveOutside: true })
    await app.close()

    // the next start reads the rules as saved, sealed (the keychain kept their key and number)
    const saved = { ...STRICTEST, reportsSaveOutside: true }
    const again = await connected(dataDir, clinic)
    try {
      expect(await rulesOf(again)).toEqual({ values: saved, reset: null })
      expect(await resets(again)).toHaveLength(2)
    } finally {
      await again.close()
    }

    // the rules' key gone from the keychain: the record cannot be checked, the strictest apply
    const { connection } = JSON.parse(await readFile(file, 'utf8')) as {
      connection: { keychainAccount: string }
    }
    expect(await secrets.delete(rulesKeyAccount(connection.keychainAccount))).toBe(true)
    const lost = await connected(dataDir, clinic)
    try {
      expect(await rulesOf(lost)).toMatchObject({ values: STRICTEST, reset: { reason: 'keyLost' } })
      expect((await resets(lost)).map((e) => e.detail.reason).sort()).toEqual([
        'changed',
        'changed',
        'keyLost',
      ])
    } finally {
      await lost.close()
    }
  })
})
