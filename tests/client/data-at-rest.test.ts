/**
 * Patient data at rest, through main's channels with real HTTP and real files: after a patient's record is
 * edited and read, a cached photo, a report and a capture queued offline, no file in the data folder starts as a
 * JPEG, PNG or PDF or holds the patient's name, record number or birth date in plain bytes (files are sealed and
 * the databases encrypted with keys from the account's data key in the keychain), while the app still shows each
 * of them. A lost data key (a new OS profile, a keychain reset) is survived: the databases start again, cached
 * photos come again from the service, and the app says how many queued captures could not be recovered.
 * The keychain here is the world's in-memory one; tests/keychain covers the OS keychain itself.
 */
import { copyFile, readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from '../support/fixtures'
import { dataKeyAccount } from '../../src-main/secrets/dataKey'
import { openAccountDb } from '../../src-main/store/accountDb/db'
import { queueFrontCapture, uploadPhoto, waitForVisits } from '../support/world'

const MAGIC: Record<string, number[]> = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47],
  pdf: [0x25, 0x50, 0x44, 0x46],
  webp: [0x52, 0x49, 0x46, 0x46],
}
const kindOf = (bytes: Uint8Array) =>
  Object.entries(MAGIC).find(([, magic]) => magic.every((b, i) => bytes[i] === b))?.[0] ?? null

/**
 * Every file under `root` (outside `exports/`, the user's own saves) that starts as a photo or a PDF, or holds
 * one of `words` in plain bytes (UTF-8 or UTF-16).
 */
async function plainPatientFiles(root: string, words: string[] = []): Promise<string[]> {
  const found: string[] = []
  const walk = async (path: string) => {
    if ((await stat(path)).isDirectory()) {
      for (const name of await readdir(path))
        if (join(path, name) !== join(root, 'exports')) await walk(join(path, name))
      return
    }
    const bytes = await readFile(path)
    const kind = kindOf(bytes)
    if (kind) found.push(`${path.slice(root.length)} (${kind})`)
    for (const word of words) {
      if (bytes.includes(Buffer.from(word, 'utf8')) || bytes.includes(Buffer.from(word, 'utf16le')))
        found.push(`${path.slice(root.length)} (${word})`)
    }
  }
  await walk(root)
  return found
}

const PATIENT = { name: 'Cy Young', birthDate: '1967-11-21', patientId: 'MRN-4471-Q' }

describe('patient files at rest', () => {
  it('keeps no photo, PDF, name, record number or birth date in plain form, and shows each of them', async ({
    world,
  }) => {
    const { service, clinic } = await world.startClinic(PATIENT.name)
    const imageId = await uploadPhoto(clinic)
    const app = await world.startApp()
    await app.connect(service, clinic)
    const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    await app.value('subjects.update', { ...target, ...PATIENT, biologicalSex: null })
    expect(await app.value('subjects.get', target)).toMatchObject({ name: PATIENT.name })
    expect((await app.value('subjects.search', { query: PATIENT.patientId })).results).toHaveLength(1)
    // The visit first: keeping it offline then keeps its report too, whether analysis takes 5 ms or 5 s.
    await waitForVisits(() => app.value('history.forSubject', target), 1)
    await app.value('offline.keep', { ...target, locale: 'en' })
    const report = await app.value('reports.generate', { ...target, imageId, locale: 'en' })
    const reports = await app.value('reports.list', { subjectId: clinic.subjectId })
    expect(reports.map((r) => r.id)).toContain(report.id)
    await app.value('images.original', { imageId, datasetId: clinic.datasetId, subjectId: clinic.subjectId })
    await world.stopService()
    await queueFrontCapture(app, clinic)
    const dir = (await app.app.accounts.current()).space.dir
    expect((await readdir(join(dir, 'photos'))).length).toBe(1)
    expect((await readdir(join(dir, 'reports'))).length).toBe(reports.length)
    expect((await readdir(join(dir, 'captures'))).length).toBe(1)

    const words = [PATIENT.name, PATIENT.patientId, PATIENT.birthDate, '21.11.1967']
    // The scan can fail: it finds the patient's words in the service's own (plain) database.
    const serviceFiles = await Promise.all(
      ['', '-wal'].map((suffix) => readFile(`${world.serviceDbPath}${suffix}`).catch(() => Buffer.alloc(0))),
    )
    expect(Buffer.concat(serviceFiles).includes(PATIENT.patientId)).toBe(true)
    expect(await plainPatientFiles(world.dataDir, words)).toEqual([])
    // offline, from the sealed copies and the encrypted databases
    expect(await app.value('subjects.get', target)).toMatchObject({ name: PATIENT.name })
    expect(
      kindOf(
        (
          await app.value('images.original', {
            imageId,
            datasetId: clinic.datasetId,
            subjectId: clinic.subjectId,
          })
        ).bytes,
      ),
    ).toBe('jpeg')
    const opened = await app.value('reports.open', { reportId: report.id })
    expect(kindOf(opened.bytes)).toBe('pdf')
  })

  it('survives a lost data key: the databases start again, photos come again, the old data is set aside', async ({
    world,
  }) => {
    const { service, clinic } = await world.startClinic('Cy Young')
    const imageId = await uploadPhoto(clinic)
    const app = await world.startApp()
    await app.connect(service, clinic)
    await app.value('images.original', { imageId, datasetId: clinic.datasetId, subjectId: clinic.subjectId })
    // the patient's screen was opened once (its consent is what main checks before an offline capture)
    await app.value('subjects.get', { datasetId: clinic.datasetId, subjectId: clinic.subjectId })
    await world.stopService()
    await queueFrontCapture(app, clinic)
    await queueFrontCapture(app, clinic)
    expect(await app.value('dataKey.notice')).toBeNull()
    await world.stopApp()

    const account = `${clinic.companyId}@${service.baseUrl}`
    expect(await world.secrets.get(dataKeyAccount(account))).not.toBeNull()
    await world.secrets.delete(dataKeyAccount(account))
    await world.startService(Number(new URL(service.baseUrl).port))
    const again = await world.startApp()
    expect(await again.value('auth.status')).toMatchObject({ connected: true })
    const space = (await again.app.accounts.current()).space
    expect(space.keyState).toBe('lost')
    const setAside = join(space.dir, 'set-aside')
    // no recovery key was made here: nothing says an administrator could open it
    expect(await again.value('dataKey.notice')).toEqual({
      unrecoverableCaptures: 2,
      setAside,
      lostNow: true,
      recoverable: false,
      keyLossSetAside: true,
      plainRefused: 0,
    })
    expect(await again.value('queue.list')).toEqual([])
    expect(await readdir(join(space.dir, 'captures')).catch(() => [])).toEqual([])
    // nothing was deleted (issue 30): what did not open with the new key is kept apart, as it was
    const [aside] = await readdir(setAside)
    const kept = join(setAside, aside ?? '')
    expect((await readdir(kept)).sort()).toEqual(
      expect.arrayContaining(['account.sqlite', 'cache.sqlite', 'captures', 'key-check', 'photos']),
    )
    expect(await readdir(join(kept, 'captures'))).toHaveLength(2)
    expect(
      kindOf(
        (
          await again.value('images.original', {
            imageId,
            datasetId: clinic.datasetId,
            subjectId: clinic.subjectId,
          })
        ).bytes,
      ),
    ).toBe('jpeg')
    expect(await world.secrets.get(dataKeyAccount(account))).not.toBeNull()

    // Dismissed, the loss is told no more; the set-aside data waits for an administrator, also after a restart
    // with the new key (which finds everything readable), until one deletes it.
    await again.value('dataKey.dismissNotice')
    expect(await again.value('dataKey.notice')).toEqual({
      unrecoverableCaptures: 0,
      setAside,
      lostNow: false,
      recoverable: false,
      keyLossSetAside: true,
      plainRefused: 0,
    })
    await world.stopApp()
    const third = await world.startApp()
    expect((await third.app.accounts.current()).space.keyState).toBe('same')
    expect(await third.value('dataKey.notice')).toMatchObject({ setAside, lostNow: false })
    await third.value('dataKey.discardSetAside')
    expect(await third.value('dataKey.notice')).toBeNull()
    expect(await readdir(setAside).catch(() => null)).toBeNull()
  })

  it('treats a database that does not open with the key as key loss', async ({ world }) => {
    const { service, clinic, app } = await world.connectClinic('Di Ross')
    // the patient's screen was opened once (its consent is what main checks before an offline capture)
    await app.value('subjects.get', { datasetId: clinic.datasetId, subjectId: clinic.subjectId })
    await world.stopService()
    await queueFrontCapture(app, clinic)
    const dir = (await app.app.accounts.current()).space.dir
    await world.stopApp()
    // Another key for the databases only: the key-check file still opens, account.sqlite does not.
    const other = openAccountDb(join(world.dataDir, 'elsewhere'), Buffer.alloc(32, 9))
    other.close()
    for (const suffix of ['-wal', '-shm']) await rm(join(dir, `account.sqlite${suffix}`), { force: true })
    await copyFile(join(world.dataDir, 'elsewhere', 'account.sqlite'), join(dir, 'account.sqlite'))

    await world.startService(Number(new URL(service.baseUrl).port))
    const again = await world.startApp()
    expect(await again.value('auth.status')).toMatchObject({ connected: true })
    expect(await again.value('dataKey.notice')).toMatchObject({ unrecoverableCaptures: 1, lostNow: true })
    expect(await again.value('queue.list')).toEqual([])
    // the unreadable database and the capture it named are set aside, not deleted
    const setAside = join(dir, 'set-aside')
    const [aside] = await readdir(setAside)
    expect(await readdir(join(setAside, aside ?? ''))).toEqual(
      expect.arrayContaining(['account.sqlite', 'captures']),
    )
  })
})
