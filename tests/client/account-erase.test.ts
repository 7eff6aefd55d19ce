/**
 * "Disconnect and erase this workstation's data" through main's channel, with real HTTP and real files: the
 * account's folder (databases, cached photos) and its keychain entry are gone, another account's folder stays;
 * an erase stopped right after its first step (the folder moved aside, as if the process were killed there)
 * is finished by the next start before anything else runs.
 * The keychain here is the world's in-memory one; tests/keychain covers the OS keychain itself.
 */
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from '../support/fixtures'
import { beginErase } from '../../src-main/store/accountErase'
import { accountDir } from '../../src-main/store/accountSpace'
import { createClinic, uploadPhoto } from '../support/world'

const accountsIn = async (dataDir: string) => (await readdir(join(dataDir, 'accounts'))).sort()

describe('erasing an account from the workstation', () => {
  it('removes its folder and key, and leaves another account alone', async ({ world }) => {
    const service = await world.startService()
    const kept = await createClinic(service, 'Kept Clinic', 'Kim Kept')
    const erased = await createClinic(service, 'Erased Clinic', 'Eve Erased')
    const imageId = await uploadPhoto(erased)
    const app = await world.startApp()
    await app.connect(service, kept)
    await app.value('subjects.list', { datasetId: kept.datasetId })
    const keptStatus = await app.connect(service, erased)
    expect(keptStatus.connected).toBe(true)
    await app.value('subjects.list', { datasetId: erased.datasetId })
    await app.value('images.original', { imageId, datasetId: erased.datasetId, subjectId: erased.subjectId })
    const keptAccount = `${kept.companyId}@${service.baseUrl}`
    const erasedAccount = `${erased.companyId}@${service.baseUrl}`
    const erasedDir = accountDir(world.dataDir, erasedAccount)
    expect(await readdir(join(erasedDir, 'photos'))).toEqual([imageId])

    const status = await app.value('auth.disconnect', { erase: true })
    expect(status.connected).toBe(false)
    expect(existsSync(erasedDir)).toBe(false)
    expect(await accountsIn(world.dataDir)).toEqual([accountDir(world.dataDir, keptAccount).split('/').pop()])
    expect(await world.secrets.get(erasedAccount)).toBeNull()
    // A plain disconnect keeps the folder (its queue and offline copies wait for the next connect).
    await app.connect(service, kept)
    await app.value('auth.disconnect')
    expect(existsSync(accountDir(world.dataDir, keptAccount))).toBe(true)
  })

  it('an erase stopped after its first step is finished by the next start', async ({ world }) => {
    const { service, clinic, app } = await world.connectClinic('Cy Young')
    await app.value('subjects.list', { datasetId: clinic.datasetId })
    await world.stopApp()
    const account = `${clinic.companyId}@${service.baseUrl}`
    expect(await world.secrets.get(account)).not.toBeNull()

    // The first step alone, as a process killed right after it would leave things.
    expect(await beginErase(world.dataDir, account)).toMatch(/\.erasing$/)
    const again = await world.startApp()
    expect(await again.value('auth.status')).toMatchObject({ connected: false })
    expect(await accountsIn(world.dataDir)).toEqual([])
    expect(await world.secrets.get(account)).toBeNull()
  })
})
