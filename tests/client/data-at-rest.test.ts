/**
 * Patient files at rest, through main's channels with real HTTP and real files: after a cached photo, a report
 * and a capture queued offline, no file in the data folder starts as a JPEG, PNG or PDF (they are sealed with
 * the account's data key from the keychain), while the app still shows each of them. A lost data key (a new OS
 * profile, a keychain reset) is survived: cached photos come again from the service, and the queued capture
 * fails by name, asking for a retake, instead of crashing or sending garbage.
 * The keychain here is the world's in-memory one; tests/keychain covers the OS keychain itself.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dataKeyAccount } from '../../src-main/secrets/dataKey'
import {
  createClinic,
  openAccountWorld,
  queueFrontCapture,
  uploadPhoto,
  waitForVisits,
  type AccountWorld,
} from './account-world'

let world: AccountWorld

beforeEach(async () => {
  world = await openAccountWorld()
})
afterEach(async () => {
  await world.close()
})

const MAGIC: Record<string, number[]> = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47],
  pdf: [0x25, 0x50, 0x44, 0x46],
  webp: [0x52, 0x49, 0x46, 0x46],
}
const kindOf = (bytes: Uint8Array) =>
  Object.entries(MAGIC).find(([, magic]) => magic.every((b, i) => bytes[i] === b))?.[0] ?? null

/** Every file under `root` (outside `exports/`, the user's own saves) that starts as a photo or a PDF. */
async function plainPatientFiles(root: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (path: string) => {
    if ((await stat(path)).isDirectory()) {
      for (const name of await readdir(path))
        if (join(path, name) !== join(root, 'exports')) await walk(join(path, name))
      return
    }
    const kind = kindOf(await readFile(path))
    if (kind) found.push(`${path.slice(root.length)} (${kind})`)
  }
  await walk(root)
  return found
}

describe('patient files at rest', () => {
  it('keeps no photo or PDF in plain form, and shows each of them', async () => {
    const service = await world.startService()
    const clinic = await createClinic(service, 'Clinic', 'Cy Young')
    const imageId = await uploadPhoto(clinic)
    const app = await world.startApp()
    await app.connect(service, clinic)
    const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    await waitForVisits(() => app.value('history.forSubject', target), 1)
    const report = await app.value('reports.generate', { ...target, imageId, locale: 'en' })
    await app.value('images.original', { imageId })
    await world.stopService()
    await queueFrontCapture(app, clinic)
    const dir = (await app.app.accounts.current()).space.dir
    expect((await readdir(join(dir, 'photos'))).length).toBe(1)
    expect((await readdir(join(dir, 'reports'))).length).toBe(1)
    expect((await readdir(join(dir, 'captures'))).length).toBe(1)

    expect(await plainPatientFiles(world.dataDir)).toEqual([])
    // offline, from the sealed copies
    expect(kindOf((await app.value('images.original', { imageId })).bytes)).toBe('jpeg')
    const opened = await app.value('reports.open', { reportId: report.id })
    expect(kindOf(opened.bytes)).toBe('pdf')
  })

  it('survives a lost data key: photos come again, the queued capture fails by name', async () => {
    const service = await world.startService()
    const clinic = await createClinic(service, 'Clinic', 'Cy Young')
    const imageId = await uploadPhoto(clinic)
    const app = await world.startApp()
    await app.connect(service, clinic)
    await app.value('images.original', { imageId })
    await world.stopService()
    await queueFrontCapture(app, clinic)
    await world.stopApp()

    const account = `${clinic.companyId}@${service.baseUrl}`
    expect(await world.secrets.get(dataKeyAccount(account))).not.toBeNull()
    await world.secrets.delete(dataKeyAccount(account))
    await world.startService(Number(new URL(service.baseUrl).port))
    const again = await world.startApp()
    expect(await again.value('auth.status')).toMatchObject({ connected: true })
    expect((await again.app.accounts.current()).space.keyState).toBe('lost')
    expect(kindOf((await again.value('images.original', { imageId })).bytes)).toBe('jpeg')

    let queue = await again.value('queue.list')
    for (let i = 0; i < 200 && queue[0]?.state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      queue = await again.value('queue.list')
    }
    expect(queue[0]).toMatchObject({
      state: 'failed',
      problem: { code: 'capture_unreadable', params: { side: 'front' } },
    })
    expect(await world.secrets.get(dataKeyAccount(account))).not.toBeNull()
  })
})
