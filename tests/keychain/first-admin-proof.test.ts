/**
 * A lost key does not hand out administrator (issue 41), through main's channels as DevTools or a script could
 * call them, with gnome-keyring through keytar, real SQLite and a real local world.service. After the data key is lost the
 * account database starts empty while the service's key stays in the keychain: today's main makes whoever calls
 * `operator.createFirst` administrator. Now the first administrator of an account used here before needs a proof:
 * the API key typed again (compared with the keychain's), the recovery key's passphrase (offline too), or a sign-in
 * to the service of this account's company; a wrong one is refused at its field and recorded, the one used is
 * recorded with the new administrator. An account whose operators went otherwise (account.sqlite deleted), or a new
 * folder of an account this keychain anchored elsewhere, asks too; a key typed to connect (the keychain lost it as
 * well) is the proof already; a new account asks nothing.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dataKeyAccount } from '../../src-main/secrets/dataKey'
import type { RunningService } from '../../src-service/server'
import { createClinic, type Clinic } from '../support/world'
import { keychainWorld } from './keychain-world'
import { startMainApp, type AppUnderTest } from '../support/mainApp'
import { TEST_ADMIN } from '../support/operators'

const world = keychainWorld('skin-first-admin-')
const { keychain } = world
const RECOVERY = 'lantern orchard 1987'

const ALL = { subjectId: null, operatorId: null, from: null, to: null }

/** A workstation that used the clinic's account (its first administrator made), then lost its data key. */
async function usedThenKeyLost(
  dataDir: string,
  at: RunningService,
  clinic: Clinic,
  before?: (app: AppUnderTest) => Promise<void>,
) {
  const app = await startMainApp(dataDir, keychain)
  await app.connect(at, clinic)
  await app.value('subjects.get', { datasetId: clinic.datasetId, subjectId: clinic.subjectId })
  await before?.(app)
  await app.close()
  expect(await keychain.delete(dataKeyAccount(`${clinic.companyId}@${at.baseUrl}`))).toBe(true)
}

/** The failed call's code and field. */
async function refusal(app: AppUnderTest, args: unknown) {
  const outcome = await app.call('operator.createFirst', args)
  if (outcome.ok) throw new Error('operator.createFirst answered')
  return { code: outcome.error.code, field: outcome.error.field }
}

async function proofsRecorded(app: AppUnderTest) {
  return (await app.value('audit.list', ALL)).entries
    .filter((e) => e.action === 'operator.add' || e.action === 'operator.signInRefused')
    .map((e) => [e.action, e.operatorId === 'unknown' ? 'unknown' : 'admin', e.detail.proof])
}

describe('the first administrator of an account used here before', () => {
  it('after a key loss needs the account’s API key typed again; a wrong one is refused and recorded', async () => {
    const dataDir = join(world.root, 'api-key')
    const clinic = await createClinic(world.service, 'Clinic', 'Nell Hart')
    await usedThenKeyLost(dataDir, world.service, clinic)

    const app = await startMainApp(dataDir, keychain, { operator: 'none' })
    expect((await app.value('operator.status')).state).toBe('setup')
    // whoever is at the keyboard: not enough
    expect(await refusal(app, TEST_ADMIN)).toEqual({ code: 'first_admin_proof_needed', field: null })
    expect(await app.value('operator.setupNeeds')).toEqual({
      proof: true,
      reason: 'keyLost',
      ways: ['apiKey', 'signIn'],
    })
    expect(
      await refusal(app, { ...TEST_ADMIN, proof: { kind: 'apiKey', apiKey: `${clinic.apiKey}x` } }),
    ).toEqual({ code: 'first_admin_key_wrong', field: 'apiKey' })
    expect((await app.value('operator.status')).state).toBe('setup')
    expect(
      await app.failure('subjects.get', { datasetId: clinic.datasetId, subjectId: clinic.subjectId }),
    ).toBe('operator_required')

    const status = await app.value('operator.createFirst', {
      ...TEST_ADMIN,
      proof: { kind: 'apiKey', apiKey: ` ${clinic.apiKey} ` },
    })
    expect(status).toMatchObject({ state: 'signedIn', operator: { role: 'administrator' } })
    expect(await proofsRecorded(app)).toEqual([
      ['operator.signInRefused', 'unknown', 'apiKey'],
      ['operator.add', 'admin', 'apiKey'],
    ])
    expect(await app.value('operator.setupNeeds')).toEqual({ proof: false, reason: null, ways: [] })
    await app.close()
  })

  it('offline, takes the recovery key’s passphrase (a sign-in cannot reach the service)', async () => {
    const dataDir = join(world.root, 'recovery')
    const own = await world.startOwnService()
    const clinic = await createClinic(own, 'Clinic', 'Ola Berg')
    await usedThenKeyLost(dataDir, own, clinic, async (app) => {
      await app.value('dataKey.makeRecovery', { passphrase: RECOVERY, repeat: RECOVERY })
    })
    await own.close()

    const app = await startMainApp(dataDir, keychain, { operator: 'none' })
    expect(await app.value('auth.status')).toMatchObject({ connected: true, online: false })
    const signIn = { kind: 'signIn', email: 'ola@clinic.example', password: 'whatever' }
    expect(await refusal(app, { ...TEST_ADMIN, proof: signIn })).toMatchObject({
      code: 'unreachable',
      field: null,
    })
    expect(await app.value('operator.setupNeeds')).toEqual({
      proof: true,
      reason: 'keyLost',
      ways: ['recoveryKey', 'apiKey', 'signIn'],
    })
    expect(
      await refusal(app, { ...TEST_ADMIN, proof: { kind: 'recoveryKey', passphrase: 'not the passphrase' } }),
    ).toEqual({ code: 'recovery_passphrase_wrong', field: 'recoveryPassphrase' })
    await app.value('operator.createFirst', {
      ...TEST_ADMIN,
      proof: { kind: 'recoveryKey', passphrase: RECOVERY },
    })
    expect(await proofsRecorded(app)).toEqual([
      ['operator.signInRefused', 'unknown', 'recoveryKey'],
      ['operator.add', 'admin', 'recoveryKey'],
    ])
    await app.close()
  })

  it('takes a sign-in to the service of this account’s company, not another’s', async () => {
    const dataDir = join(world.root, 'sign-in')
    const clinic = await createClinic(world.service, 'Clinic', 'Per Holm')
    const other = await createClinic(world.service, 'Other clinic', 'Eva Lund')
    world.service.admin.createUser(clinic.companyId, 'per@clinic.example', 'harbour lights 12')
    world.service.admin.createUser(other.companyId, 'eva@other.example', 'meadow river 34')
    await usedThenKeyLost(dataDir, world.service, clinic)

    const app = await startMainApp(dataDir, keychain, { operator: 'none' })
    const signIn = (email: string, password: string) => ({
      ...TEST_ADMIN,
      proof: { kind: 'signIn', email, password },
    })
    expect(await refusal(app, signIn('eva@other.example', 'meadow river 34'))).toEqual({
      code: 'first_admin_other_company',
      field: 'email',
    })
    expect(await refusal(app, signIn('per@clinic.example', 'wrong password'))).toEqual({
      code: 'sign_in_rejected',
      field: 'password',
    })
    expect(await refusal(app, signIn(' ', 'x'))).toEqual({ code: 'empty_email', field: 'email' })
    await app.value('operator.createFirst', signIn('per@clinic.example', 'harbour lights 12'))
    expect(await proofsRecorded(app)).toEqual([
      ['operator.signInRefused', 'unknown', 'signIn'],
      ['operator.signInRefused', 'unknown', 'signIn'],
      ['operator.add', 'admin', 'signIn'],
    ])
    await app.close()
  })

  it('asks too when account.sqlite went, or in a new folder of an account anchored in another (unless its key was typed to connect); a new account does not', async () => {
    const clinic = await createClinic(world.service, 'Clinic', 'Di Ross')
    const used = join(world.root, 'used')
    let app = await startMainApp(used, keychain)
    await app.connect(world.service, clinic)
    const dir = (await app.app.accounts.current()).space.dir
    await app.close()
    for (const suffix of ['', '-wal', '-shm']) await rm(join(dir, `account.sqlite${suffix}`), { force: true })
    app = await startMainApp(used, keychain, { operator: 'none' })
    expect(await refusal(app, TEST_ADMIN)).toMatchObject({ code: 'first_admin_proof_needed' })
    expect(await app.value('operator.setupNeeds')).toMatchObject({ proof: true, reason: 'history' })
    await app.close()

    // another data folder, the same keychain and connection (settings.json copied): its account folder is new
    const elsewhere = join(world.root, 'elsewhere')
    await mkdir(elsewhere, { recursive: true })
    await copyFile(join(used, 'settings.json'), join(elsewhere, 'settings.json'))
    app = await startMainApp(elsewhere, keychain, { operator: 'none' })
    expect(await refusal(app, TEST_ADMIN)).toMatchObject({ code: 'first_admin_proof_needed' })
    expect(await app.value('operator.setupNeeds')).toMatchObject({ proof: true, reason: 'history' })
    await app.close()

    // the keychain lost the API key too: the key typed to connect again is the proof, not asked twice
    await keychain.delete(`${clinic.companyId}@${world.service.baseUrl}`)
    app = await startMainApp(elsewhere, keychain, { operator: 'none' })
    expect((await app.value('auth.status')).connected).toBe(false)
    await app.connect(world.service, clinic)
    expect(await app.value('operator.setupNeeds')).toEqual({ proof: false, reason: null, ways: [] })
    await app.value('operator.createFirst', TEST_ADMIN)
    expect(
      (await app.value('audit.list', ALL)).entries.find((e) => e.action === 'operator.add')?.detail,
    ).toMatchObject({ proof: 'apiKey', enteredAt: 'connect' })
    await app.close()

    // a new account: whoever sets it up, without a proof (recorded as none)
    const fresh = await createClinic(world.service, 'New clinic', 'Al Day')
    app = await startMainApp(join(world.root, 'fresh'), keychain, { operator: 'none' })
    await app.connect(world.service, fresh)
    expect(await app.value('operator.setupNeeds')).toEqual({ proof: false, reason: null, ways: [] })
    await app.value('operator.createFirst', TEST_ADMIN)
    expect(await proofsRecorded(app)).toEqual([['operator.add', 'admin', 'none']])
    await app.close()
  })
})
