/**
 * Operators, the lock and the audit trail, enforced by main through its real handlers and databases (a direct
 * bridge call, as DevTools or a script on the socket could make; not the screens): nothing of an account is
 * answered before someone signs in; the first administrator is made once; a clinician cannot do what only
 * administrators may; while locked every channel but the sign-in ones answers `locked`; wrong passphrases slow
 * further tries; consent is recorded by the signed-in operator whatever name the call carries; the actions land in
 * the audit trail with who, what and which patient, and an entry edited in the encrypted file breaks the chain.
 * Fails on main before issue 27's operators (every account channel answered without a sign-in).
 */
import Database from 'better-sqlite3-multiple-ciphers'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from '../support/fixtures'
import { channelAccess } from '../../src-main/ipc/access'
import { accountDataKey } from '../../src-main/secrets/dataKey'
import { AUDIT_DB_FILE, AUDIT_MIGRATIONS } from '../../src-main/store/audit/auditTrail'
import { CACHE_DB_FILE } from '../../src-main/store/cache/cacheDb'
import { databaseKey } from '../../src-main/store/accountDb/databaseKey'
import { openSqlite } from '../../src-main/store/accountDb/db'
import { channelNames, type OperatorStatus } from '../../src-shared/contract'
import { CAPTURE_HOLD_MAX_MS } from '../../src-main/work/operators/idleLock'
import { TEST_ADMIN } from '../support/operators'
import { type World } from '../support/world'
import type { AppUnderTest } from '../support/mainApp'
import { facePhoto } from '../support/photos'

const CLINICIAN = { name: 'Dr. Ida Berg', passphrase: 'lindenblatt 42' }

async function connectedWithoutOperator(world: World, options: Parameters<World['startApp']>[0] = {}) {
  const { service, clinic, app } = await world.connectClinic('Nell Hart', { operator: 'none', ...options })
  const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
  return { service, clinic, app, target }
}

const shotsOf = async () => [
  { side: 'front', source: 'camera', bytes: new Uint8Array(await facePhoto(1280, 1024)) },
]

/** Every channel main guards (all but the `open` ones), called straight on the handlers: the code it fails with. */
async function guardedCodes(app: AppUnderTest): Promise<Map<string, string>> {
  const codes = new Map<string, string>()
  for (const channel of channelNames) {
    if (channelAccess[channel] === 'open') continue
    // The arguments do not matter: the guard answers before the handler reads them.
    const handler = app.app.handlers[channel] as (args: unknown) => Promise<unknown>
    codes.set(
      channel,
      await handler({}).then(
        () => 'answered',
        (e: unknown) => (e as { code?: string }).code ?? String(e),
      ),
    )
  }
  return codes
}

async function addClinician(app: AppUnderTest) {
  return app.value('operators.add', { ...CLINICIAN, role: 'clinician' })
}

async function auditOf(app: AppUnderTest, filter: Record<string, unknown> = {}) {
  return app.value('audit.list', filter)
}

describe('operators, enforced in main', () => {
  it('answers nothing of the account before the first administrator, who is made only once', async ({
    world,
  }) => {
    const { app, target } = await connectedWithoutOperator(world)
    expect((await app.value('operator.status')).state).toBe('setup')
    expect(await app.failure('subjects.get', target)).toBe('operator_required')
    expect(await app.failure('capture.submit', { ...target, mode: 'front', shots: await shotsOf() })).toBe(
      'operator_required',
    )
    expect(await app.failure('operator.createFirst', { name: '  ', passphrase: TEST_ADMIN.passphrase })).toBe(
      'operator_name_empty',
    )
    expect(await app.failure('operator.createFirst', { name: 'Ann', passphrase: 'short' })).toBe(
      'passphrase_too_short',
    )

    const status = await app.value('operator.createFirst', TEST_ADMIN)
    expect(status).toMatchObject({
      state: 'signedIn',
      operator: { name: TEST_ADMIN.name, role: 'administrator' },
    })
    expect((await app.value('subjects.get', target)).id).toBe(target.subjectId)
    expect(await app.failure('operator.createFirst', { name: 'Intruder', passphrase: 'another one 1' })).toBe(
      'operators_exist',
    )
    // the passphrase is kept only as a scrypt hash
    const accountDir = (await app.app.accounts.current()).space.dir
    const stored = (await readFile(join(accountDir, 'account.sqlite'))).toString('latin1')
    expect(stored).not.toContain(TEST_ADMIN.passphrase)
  })

  it('refuses every guarded channel while locked, and opens again only with a passphrase', async ({
    world,
  }) => {
    const { app, target } = await connectedWithoutOperator(world)
    await app.value('operator.createFirst', TEST_ADMIN)
    await app.value('subjects.get', target)
    expect((await app.value('operator.lock')).state).toBe('locked')

    const codes = await guardedCodes(app)
    expect(codes.size).toBeGreaterThan(40)
    expect([...codes].filter(([, code]) => code !== 'locked')).toEqual([])
    // through dispatch too, as the bridge calls it
    expect(await app.failure('capture.submit', { ...target, mode: 'front', shots: await shotsOf() })).toBe(
      'locked',
    )
    expect(await app.failure('history.forSubject', target)).toBe('locked')
    expect((await app.value('operator.status')).state).toBe('locked')

    // an unknown name and a wrong passphrase: one answer
    const unknown = await app.call('operator.signIn', { name: 'Nobody', passphrase: 'whatever 123' })
    const wrong = await app.call('operator.signIn', { name: TEST_ADMIN.name, passphrase: 'wrong passphrase' })
    expect(unknown).toEqual(wrong)
    expect(wrong).toMatchObject({ ok: false, error: { code: 'operator_sign_in_failed' } })
    expect((await app.value('operator.signIn', TEST_ADMIN)).state).toBe('signedIn')
    expect((await app.value('subjects.get', target)).id).toBe(target.subjectId)

    const actions = (await auditOf(app)).entries.map((e) => e.action)
    expect(actions).toEqual([
      // the connect, made with nobody signed in (issue 41)
      'account.connect',
      'operator.add',
      'operator.signIn',
      'subject.view',
      'operator.lock',
      'operator.signInRefused',
      'operator.signInRefused',
      'operator.unlock',
      // a view is recorded once per sign-in or unlock (and a quarter of an hour), not at every read
      'subject.view',
    ])
  })

  it('lets a clinician work but not do what only administrators may; consent names the operator', async ({
    world,
  }) => {
    const { app, target, clinic } = await connectedWithoutOperator(world)
    await app.value('operator.createFirst', TEST_ADMIN)
    const clinician = await addClinician(app)
    expect(await app.failure('operators.add', { ...CLINICIAN, role: 'clinician' })).toBe(
      'operator_name_taken',
    )
    // a switch: the clinician signs in over the administrator
    expect(await app.value('operator.signIn', CLINICIAN)).toMatchObject({
      state: 'signedIn',
      operator: { id: clinician.id, role: 'clinician' },
    })
    expect(await app.failure('operators.list')).toBe('not_permitted')
    expect(await app.failure('audit.list')).toBe('not_permitted')
    expect(await app.failure('auth.disconnect', { erase: true })).toBe('not_permitted')
    expect(await app.failure('preferences.set', { photoConsentRequired: false })).toBe('not_permitted')
    // the practice software's exchange: read by everyone, set by administrators (issue 43)
    const exchange = await app.value('practice.settings.get')
    expect(await app.failure('practice.settings.set', { ...exchange, pvsName: 'PVS1' })).toBe('not_permitted')
    expect((await app.value('preferences.set', { reportLocale: 'de' })).reportLocale).toBe('de')

    // whatever name the call carries, the consent is the signed-in operator's
    const subject = await app.value('subjects.recordConsent', {
      ...target,
      by: 'Someone Else',
      scopes: ['analysis'],
    })
    expect(subject.consent?.by).toBe(CLINICIAN.name)
    const item = await app.value('capture.submit', { ...target, mode: 'front', shots: await shotsOf() })

    await app.value('operator.signIn', TEST_ADMIN)
    const page = await auditOf(app, { subjectId: clinic.subjectId })
    expect(page.chain).toEqual({ intact: true, entries: page.chain.entries, brokenAt: null })
    expect(page.entries.map((e) => [e.operatorName, e.action, e.subjectId])).toEqual([
      [CLINICIAN.name, 'consent.record', clinic.subjectId],
      [CLINICIAN.name, 'capture.submit', clinic.subjectId],
    ])
    expect(page.entries[1]?.detail).toEqual({ dataset: clinic.datasetId, capture: item.id })
    // filtered by operator: the clinician's sign-in (the switch) and what they did
    const theirs = await auditOf(app, { operatorId: clinician.id })
    expect(theirs.entries.map((e) => e.action)).toEqual([
      'operator.signIn',
      'consent.record',
      'capture.submit',
      'operator.signOut',
    ])
    // no name of a patient in the trail
    expect(JSON.stringify(await auditOf(app))).not.toContain('Nell Hart')

    // the last administrator cannot be disabled; a disabled clinician cannot sign in
    const admin = (await app.value('operators.list')).find((o) => o.role === 'administrator')
    expect(await app.failure('operators.setActive', { id: admin?.id, active: false })).toBe(
      'last_administrator',
    )
    await app.value('operators.setActive', { id: clinician.id, active: false })
    expect(await app.failure('operator.signIn', CLINICIAN)).toBe('operator_sign_in_failed')
  })

  it('slows tries down after five wrong passphrases in a row, across a restart', async ({ world }) => {
    let now = new Date('2026-11-26T09:00:00Z')
    const clock = () => now
    const { app } = await connectedWithoutOperator(world, { now: clock })
    await app.value('operator.createFirst', TEST_ADMIN)
    await app.value('operator.signOut')
    const wrong = { name: TEST_ADMIN.name, passphrase: 'not the passphrase' }
    for (let i = 0; i < 5; i++)
      expect(await app.failure('operator.signIn', wrong)).toBe('operator_sign_in_failed')
    const waiting = await app.call('operator.signIn', TEST_ADMIN)
    expect(waiting).toMatchObject({ ok: false, error: { code: 'operator_wait', params: { seconds: '30' } } })

    await world.stopApp()
    const again = await world.startApp({ operator: 'none', now: clock })
    expect(await again.failure('operator.signIn', TEST_ADMIN)).toBe('operator_wait')
    now = new Date(now.getTime() + 31_000)
    // one more wrong try waits twice as long; the right one after the wait signs in
    expect(await again.failure('operator.signIn', wrong)).toBe('operator_sign_in_failed')
    now = new Date(now.getTime() + 31_000)
    expect(await again.failure('operator.signIn', TEST_ADMIN)).toBe('operator_wait')
    now = new Date(now.getTime() + 30_000)
    expect((await again.value('operator.signIn', TEST_ADMIN)).state).toBe('signedIn')
  })

  it("locks by main's own clock after the idle minutes; a capture's hold is bounded; neither unlocks", async ({
    world,
  }) => {
    let now = new Date('2026-11-26T09:00:00Z')
    const pushed: OperatorStatus[] = []
    const { app, target } = await connectedWithoutOperator(world, {
      now: () => now,
      onOperatorChanged: (status) => pushed.push(status),
    })
    await app.value('operator.createFirst', TEST_ADMIN)
    await app.value('preferences.set', { privacyScreenMinutes: 2 })
    const later = (ms: number) => (now = new Date(now.getTime() + ms))

    // the page's input (the browser host's clock) keeps it open; two minutes without any, it locks
    later(100_000)
    await app.value('operator.activity')
    later(119_000)
    expect(await app.app.idle.check()).toBe(false)
    later(1_000)
    expect(await app.app.idle.check()).toBe(true)
    expect(pushed.at(-1)?.state).toBe('locked')
    expect(await app.failure('subjects.get', target)).toBe('locked')
    // input and a hold unlock nothing
    expect(await app.failure('operator.activity')).toBe('locked')
    expect(await app.failure('operator.hold', { capture: true })).toBe('locked')
    expect((await app.value('operator.status')).state).toBe('locked')

    // a capture holds it off, but only CAPTURE_HOLD_MAX_MS past the minutes
    await app.value('operator.signIn', TEST_ADMIN)
    await app.value('operator.hold', { capture: true })
    later(120_000 + CAPTURE_HOLD_MAX_MS - 1_000)
    expect(await app.app.idle.check()).toBe(false)
    later(1_000)
    expect(await app.app.idle.check()).toBe(true)
    expect((await app.value('operator.status')).state).toBe('locked')

    // a hold let go past the minutes locks at once
    await app.value('operator.signIn', TEST_ADMIN)
    await app.value('operator.hold', { capture: true })
    later(5 * 60_000)
    expect((await app.value('operator.status')).state).toBe('signedIn')
    await app.value('operator.hold', { capture: false })
    expect((await app.value('operator.status')).state).toBe('locked')

    await app.value('operator.signIn', TEST_ADMIN)
    const actions = (await auditOf(app)).entries.map((e) => e.action)
    expect(actions.filter((action) => action === 'operator.lock')).toHaveLength(3)
  })

  it("counts the system's idle time where the host has one (Electron's powerMonitor)", async ({ world }) => {
    let now = new Date('2026-11-26T09:00:00Z')
    let systemIdle = 0
    const { app } = await connectedWithoutOperator(world, {
      now: () => now,
      systemIdleSeconds: () => systemIdle,
    })
    await app.value('operator.createFirst', TEST_ADMIN)
    await app.value('preferences.set', { privacyScreenMinutes: 1 })
    // input elsewhere on the computer: not idle, however long the page had none
    now = new Date(now.getTime() + 30 * 60_000)
    systemIdle = 59
    expect(await app.app.idle.check()).toBe(false)
    systemIdle = 60
    expect(await app.app.idle.check()).toBe(true)
    expect((await app.value('operator.status')).state).toBe('locked')
  })

  it('shows an audit entry edited, or entries cut off the end, as a broken chain, and repairs nothing', async ({
    world,
  }) => {
    const { app, target, clinic } = await connectedWithoutOperator(world)
    await app.value('operator.createFirst', TEST_ADMIN)
    await app.value('subjects.recordConsent', { ...target, scopes: ['analysis', 'reports'] })
    await app.value('subjects.update', { ...target, name: 'Nell Hart', birthDate: null, biologicalSex: null })
    const before = await auditOf(app)
    // the connect, the first administrator added and signed in, the consent, the edit
    expect(before.chain).toEqual({ intact: true, entries: 5, brokenAt: null })
    const edited = before.entries.find((e) => e.action === 'consent.record')
    expect(edited).toBeDefined()

    const accountDir = (await app.app.accounts.current()).space.dir
    const settings = JSON.parse(await readFile(join(world.dataDir, 'settings.json'), 'utf8')) as {
      connection: { keychainAccount: string }
    }
    const { key } = await accountDataKey(world.secrets, settings.connection.keychainAccount)
    await world.stopApp()
    const raw = () =>
      openSqlite(join(accountDir, AUDIT_DB_FILE), AUDIT_MIGRATIONS, 'FULL', databaseKey(key, AUDIT_DB_FILE))

    // someone with the database open moves the consent to another patient
    const db = raw()
    db.prepare('UPDATE entries SET subject_id = ? WHERE seq = ?').run('another-patient', edited?.seq)
    db.close()
    let app2 = await world.startApp()
    const afterEdit = await auditOf(app2)
    expect(afterEdit.chain).toMatchObject({ intact: false, brokenAt: edited?.seq })
    // reported, not repaired: the edited row is still there as it was changed
    expect(afterEdit.entries.find((e) => e.seq === edited?.seq)?.subjectId).toBe('another-patient')
    expect(await auditOf(app2, { subjectId: clinic.subjectId })).toMatchObject({ chain: { intact: false } })

    // the edit undone, then the newest entries cut off the end: the head anchored in the keychain tells (issue 41)
    await world.stopApp()
    const db2 = raw()
    db2.prepare('UPDATE entries SET subject_id = ? WHERE seq = ?').run(clinic.subjectId, edited?.seq)
    const last = db2.prepare<[], { seq: number }>('SELECT MAX(seq) AS seq FROM entries').get()?.seq ?? 0
    db2.prepare('DELETE FROM entries WHERE seq >= ?').run(last - 1)
    db2.close()
    app2 = await world.startApp({ operator: 'none' })
    await app2.value('operator.signIn', TEST_ADMIN)
    const afterCut = await auditOf(app2)
    expect(afterCut.chain).toMatchObject({ intact: false, brokenAt: null })
    expect(afterCut.findings).toEqual([
      expect.objectContaining({ kind: 'missing', from: last - 1, to: last, seq: last - 1 }),
    ])
    // said by the trail itself, where a cut was found
    expect(afterCut.entries.find((e) => e.seq === last - 1)).toMatchObject({
      operatorId: 'workstation',
      action: 'audit.entriesMissing',
      detail: { from: String(last - 1), to: String(last), reason: 'cut' },
    })
  })

  it('says in the trail that a plain database put into the folder was set aside unused (issue 41)', async ({
    world,
  }) => {
    const { app } = await connectedWithoutOperator(world)
    await app.value('operator.createFirst', TEST_ADMIN)
    const dir = (await app.app.accounts.current()).space.dir
    await world.stopApp()
    // a plain cache, as anyone with SQLite could put in place of the encrypted one
    for (const suffix of ['', '-wal', '-shm'])
      await rm(join(dir, `${CACHE_DB_FILE}${suffix}`), { force: true })
    const plain = new Database(join(dir, CACHE_DB_FILE))
    plain.exec(
      "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('planted', 'by hand')",
    )
    plain.close()
    const again = await world.startApp({ operator: 'none' })
    await again.value('operator.signIn', TEST_ADMIN)
    const { entries } = await auditOf(again)
    expect(entries.filter((e) => e.action === 'data.plainSetAside')).toEqual([
      expect.objectContaining({ operatorId: 'workstation', detail: { files: CACHE_DB_FILE } }),
    ])
  })
})
