/**
 * The data key over its life (issue 30), through main's channels with real HTTP, real SQLite and real files:
 * - a recovery key (the data key wrapped with an administrator's passphrase) made before the keychain lost the
 *   key opens the data set aside at the next start, and what only this workstation had (captures waiting to be
 *   sent) comes back and is sent;
 * - the data key rotated: every database and file sealed again under a new key in the next keychain generation,
 *   the old one gone, everything still readable; a rotation cut off midway is finished at the next start, and
 *   nothing is set aside.
 * The keychain is the world's in-memory one (tests/keychain covers the OS keychain itself).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from '../support/fixtures'
import { dataKeyAccount, dataKeyOfGeneration } from '../../src-main/secrets/dataKey'
import { ACCOUNT_DB_FILE, rekeyDatabaseFile, readsWithKey } from '../../src-main/store/accountDb/db'
import { databaseKey } from '../../src-main/store/accountDb/databaseKey'
import { createFileSeal } from '../../src-main/store/files/sealedFiles'
import { beginKeyRotation, ROTATION_NOTE } from '../../src-main/work/account/dataKeys'
import { ensureTestOperator } from '../support/operators'
import { queueFrontCapture, uploadPhoto, waitForVisits } from '../support/world'

const PASSPHRASE = 'lantern orchard 1987'

describe('the recovery key', () => {
  it('opens the data set aside after a key loss, and the captures waiting in it are sent', async ({
    world,
  }) => {
    const { service, clinic, app } = await world.connectClinic('Eva Lund')
    await app.value('subjects.get', { datasetId: clinic.datasetId, subjectId: clinic.subjectId })
    expect(await app.value('dataKey.recovery')).toEqual({ madeAt: null, rotatedAt: null })
    // the rules: long enough, typed twice the same; nothing is written otherwise
    expect(await app.failure('dataKey.makeRecovery', { passphrase: 'short', repeat: 'short' })).toBe(
      'recovery_passphrase_short',
    )
    expect(
      await app.failure('dataKey.makeRecovery', { passphrase: PASSPHRASE, repeat: `${PASSPHRASE}!` }),
    ).toBe('recovery_passphrase_mismatch')
    const dir = (await app.app.accounts.current()).space.dir
    expect(await readdir(join(dir, 'recovery')).catch(() => [])).toEqual([])
    const made = await app.value('dataKey.makeRecovery', { passphrase: PASSPHRASE, repeat: PASSPHRASE })
    expect(made.madeAt).not.toBeNull()
    // the file holds the key wrapped, never the passphrase or the key itself
    const [file] = await readdir(join(dir, 'recovery'))
    const text = await readFile(join(dir, 'recovery', file ?? ''), 'utf8')
    const account = `${clinic.companyId}@${service.baseUrl}`
    const key = (await world.secrets.get(dataKeyAccount(account))) ?? ''
    expect(text).not.toContain(PASSPHRASE)
    expect(text).not.toContain(key)

    await world.stopService()
    await queueFrontCapture(app, clinic)
    await queueFrontCapture(app, clinic)
    await world.stopApp()

    // the keychain loses the key (a new OS profile, a reset): the data is set aside at the next start
    await world.secrets.delete(dataKeyAccount(account))
    const again = await world.startApp()
    // the recovery key made before may open it: the notice says so (not 'take them again')
    expect(await again.value('dataKey.notice')).toMatchObject({
      unrecoverableCaptures: 2,
      lostNow: true,
      recoverable: true,
    })
    expect(await again.value('queue.list')).toEqual([])
    expect(await again.failure('dataKey.openSetAside', { passphrase: 'not the passphrase' })).toBe(
      'recovery_passphrase_wrong',
    )
    const opened = await again.value('dataKey.openSetAside', { passphrase: PASSPHRASE })
    expect(opened).toEqual({ folders: 1, stillClosed: 0, captures: 2, writes: 0, reports: 0 })
    expect(await again.value('queue.list')).toHaveLength(2)
    const space = (await again.app.accounts.current()).space
    expect(await readdir(join(space.dir, 'set-aside')).catch(() => [])).toEqual([])
    expect(await again.value('dataKey.notice')).toBeNull()

    // back online, they go as any waiting capture does
    await world.startService(Number(new URL(service.baseUrl).port))
    await again.app.session.probe()
    await waitForVisits(
      () => again.value('history.forSubject', { datasetId: clinic.datasetId, subjectId: clinic.subjectId }),
      2,
    )
  })
})

describe('rotating the data key', () => {
  it('seals everything again under a new key, and the old one is gone', async ({ world }) => {
    const { service, clinic } = await world.startClinic('Ola Berg')
    const imageId = await uploadPhoto(clinic)
    const app = await world.startApp()
    await app.connect(service, clinic)
    await app.value('subjects.get', { datasetId: clinic.datasetId, subjectId: clinic.subjectId })
    await app.value('images.original', { imageId, datasetId: clinic.datasetId, subjectId: clinic.subjectId })
    await app.value('dataKey.makeRecovery', { passphrase: PASSPHRASE, repeat: PASSPHRASE })
    await world.stopService()
    await queueFrontCapture(app, clinic)
    const account = `${clinic.companyId}@${service.baseUrl}`
    const before = await dataKeyOfGeneration(world.secrets, account, 0)
    expect(before).not.toBeNull()
    const dir = (await app.app.accounts.current()).space.dir

    const state = await app.value('dataKey.rotate')
    expect(state.rotatedAt).not.toBeNull()
    // the recovery key of the old key opens nothing any more: it went with it
    expect(state.madeAt).toBeNull()
    expect(await dataKeyOfGeneration(world.secrets, account, 0)).toBeNull()
    const after = await dataKeyOfGeneration(world.secrets, account, 1)
    expect(after).not.toBeNull()
    expect(after?.equals(before ?? Buffer.alloc(0))).toBe(false)
    expect(readsWithKey(join(dir, ACCOUNT_DB_FILE), ACCOUNT_DB_FILE, after ?? Buffer.alloc(0))).toBe(true)
    expect(readsWithKey(join(dir, ACCOUNT_DB_FILE), ACCOUNT_DB_FILE, before ?? Buffer.alloc(0))).toBe(false)
    const check = await readFile(join(dir, 'key-check'))
    expect(() => createFileSeal(after ?? Buffer.alloc(0)).open('key-check', check)).not.toThrow()
    expect(() => createFileSeal(before ?? Buffer.alloc(0)).open('key-check', check)).toThrow()

    // the account opened again under the new key: nothing set aside, everything readable (offline too)
    await ensureTestOperator((channel, args) => app.call(channel as never, args))
    const space = (await app.app.accounts.current()).space
    expect(space.keyState).toBe('same')
    expect(await app.value('dataKey.notice')).toBeNull()
    expect(await app.value('queue.list')).toHaveLength(1)
    const photo = await app.value('images.original', {
      imageId,
      datasetId: clinic.datasetId,
      subjectId: clinic.subjectId,
    })
    expect(photo.bytes.byteLength).toBeGreaterThan(1000)
    // the trail says who made the recovery key and changed the key, and its chain holds under the new key
    const trail = await app.value('audit.list', { subjectId: null, operatorId: null, from: null, to: null })
    expect(trail.chain).toMatchObject({ intact: true })
    expect(trail.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['dataKey.recoveryMake', 'dataKey.change']),
    )
  })

  it('is finished at the next start when it was cut off midway, and nothing is set aside', async ({
    world,
  }) => {
    const { service, clinic, app } = await world.connectClinic('Per Holm')
    await app.value('subjects.get', { datasetId: clinic.datasetId, subjectId: clinic.subjectId })
    await world.stopService()
    await queueFrontCapture(app, clinic)
    const dir = (await app.app.accounts.current()).space.dir
    await world.stopApp()

    // as rotateDataKey begins: the note, then the new key; then the power goes after account.sqlite alone
    const account = `${clinic.companyId}@${service.baseUrl}`
    const { from, to } = await beginKeyRotation(world.secrets, account, dir)
    expect(await readdir(dir)).toContain(ROTATION_NOTE)
    rekeyDatabaseFile(
      join(dir, ACCOUNT_DB_FILE),
      databaseKey(from, ACCOUNT_DB_FILE),
      databaseKey(to, ACCOUNT_DB_FILE),
    )

    const again = await world.startApp()
    const space = (await again.app.accounts.current()).space
    expect(space.keyState).toBe('same')
    expect(await again.value('dataKey.notice')).toBeNull()
    expect(await again.value('queue.list')).toHaveLength(1)
    expect(await readdir(dir)).not.toContain(ROTATION_NOTE)
    expect(await dataKeyOfGeneration(world.secrets, account, 0)).toBeNull()
    expect((await again.value('dataKey.recovery')).rotatedAt).not.toBeNull()
  })
})
