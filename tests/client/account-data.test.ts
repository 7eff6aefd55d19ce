/**
 * Data per account, with real HTTP to the local service and the app's real data folder: one account never sees
 * another's cached records, a damaged cache is refetched and never shown, a damaged photo is fetched again.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from '../support/fixtures'
import { expectResponsive } from '../support/responsive'
import { createClinic, queueFrontCapture, uploadPhoto, type Clinic } from '../support/world'
import { FRESH_PREFERENCES } from '../support/freshPreferences'

/** `images.original`'s arguments as a subject's screens send them. */
const photoOf = (clinic: Clinic, imageId: string) => ({
  imageId,
  datasetId: clinic.datasetId,
  subjectId: clinic.subjectId,
})

describe('data per account', () => {
  it("never shows one account's cached records under another, and brings them back with the account", async ({
    world,
  }) => {
    const first = await world.startService()
    const port = first.port
    const a = await createClinic(first, 'Clinic A', 'Ada Lovelace')
    const b = await createClinic(first, 'Clinic B', 'Bo Berg')
    const app = await world.startApp()

    await app.connect(first, a)
    expect((await app.value('datasets.list')).results.map((d) => d.id)).toEqual([a.datasetId])
    const subjectsOfA = await app.value('subjects.list', { datasetId: a.datasetId })
    expect(subjectsOfA).toMatchObject({ fromCache: false, results: [{ id: a.subjectId }] })
    await app.value('subjects.get', { datasetId: a.datasetId, subjectId: a.subjectId })
    await app.value('history.forSubject', { datasetId: a.datasetId, subjectId: a.subjectId })

    await app.connect(first, b)
    expect((await app.value('datasets.list')).results.map((d) => d.id)).toEqual([b.datasetId])
    await app.value('subjects.list', { datasetId: b.datasetId })
    await world.stopService()

    const offlineDatasets = await app.value('datasets.list')
    expect(offlineDatasets).toMatchObject({ fromCache: true })
    expect(offlineDatasets.results.map((d) => d.id)).toEqual([b.datasetId])
    expect(await app.failure('subjects.list', { datasetId: a.datasetId })).toBe('not_cached')
    expect(await app.failure('subjects.get', { datasetId: a.datasetId, subjectId: a.subjectId })).toBe(
      'not_cached',
    )
    expect(await app.failure('datasets.get', { datasetId: a.datasetId })).toBe('not_cached')
    expect(await app.failure('history.forSubject', { datasetId: a.datasetId, subjectId: a.subjectId })).toBe(
      'not_cached',
    )
    const found = await app.value('subjects.list', { datasetId: b.datasetId, search: 'BERG' })
    expect(found).toMatchObject({ fromCache: true, results: [{ id: b.subjectId, name: 'Bo Berg' }] })
    expect(await readdir(join(world.dataDir, 'accounts'))).toHaveLength(2)

    const again = await world.startService(port)
    await app.connect(again, a)
    await world.stopService()
    const back = await app.value('subjects.list', { datasetId: a.datasetId })
    expect(back).toMatchObject({ fromCache: true, results: [{ id: a.subjectId }] })
    expect(back.fetchedAt).toBe(subjectsOfA.fetchedAt)
    expect(await app.value('subjects.get', { datasetId: a.datasetId, subjectId: a.subjectId })).toMatchObject(
      { name: 'Ada Lovelace' },
    )
    const history = await app.value('history.forSubject', { datasetId: a.datasetId, subjectId: a.subjectId })
    expect(history).toMatchObject({ fromCache: true, visits: [] })
    expect(await app.failure('subjects.list', { datasetId: b.datasetId })).toBe('not_cached')
  })

  it('refetches a cache.sqlite of garbage bytes instead of showing it, and a photo whose bytes changed', async ({
    world,
  }) => {
    const first = await world.startService()
    const port = first.port
    const clinic = await createClinic(first, 'Clinic', 'Cy Young')
    const imageId = await uploadPhoto(clinic)
    let app = await world.startApp()
    await app.connect(first, clinic)
    await app.value('subjects.list', { datasetId: clinic.datasetId })
    const accountDir = (await app.app.accounts.current()).space.dir

    const photo = await app.value('images.original', photoOf(clinic, imageId))
    const photoPath = join(accountDir, 'photos', imageId)
    const flipped = Buffer.from(photo.bytes)
    const at = flipped.length - 10
    flipped.writeUInt8(flipped.readUInt8(at) ^ 0xff, at)
    await writeFile(photoPath, flipped)
    const refetched = await app.value('images.original', photoOf(clinic, imageId))
    expect(Buffer.from(refetched.bytes).equals(Buffer.from(photo.bytes))).toBe(true)

    await world.stopApp()
    await world.stopService()
    await writeFile(join(accountDir, 'cache.sqlite'), Buffer.alloc(16_384, 0x5a))
    app = await world.startApp()
    expect(app.app.session.status()).toMatchObject({ connected: true, online: false })
    expect(await app.failure('subjects.list', { datasetId: clinic.datasetId })).toBe('not_cached')
    expect(await app.failure('images.original', photoOf(clinic, imageId))).toBe('not_cached')

    await world.startService(port)
    // Offline, calls are not sent at all: the connectivity watch's probe (every 5 s) finds the service back.
    await app.app.session.probe()
    expect(await app.value('subjects.list', { datasetId: clinic.datasetId })).toMatchObject({
      fromCache: false,
      results: [{ id: clinic.subjectId }],
    })
    await app.value('images.original', photoOf(clinic, imageId))
    await writeFile(photoPath, flipped)
    await world.stopService()
    expect(await app.value('subjects.list', { datasetId: clinic.datasetId })).toMatchObject({
      fromCache: true,
    })
    expect(await app.failure('images.original', photoOf(clinic, imageId))).toBe('not_cached')
  })

  it('counts the cache, clears it without touching the queue or saved reports, and keeps preferences', async ({
    world,
  }) => {
    const first = await world.startService()
    const clinic = await createClinic(first, 'Clinic', 'Ed Wood')
    const imageId = await uploadPhoto(clinic)
    const app = await world.startApp()
    expect(await app.failure('cache.info')).toBe('not_connected')
    await app.connect(first, clinic)
    await app.value('subjects.list', { datasetId: clinic.datasetId })
    const photo = await app.value('images.original', photoOf(clinic, imageId))

    const { space } = await app.app.accounts.current()
    space.cache
      .prepare("INSERT INTO kept_subjects VALUES (?, ?, 'en', '2024-06-01T10:00:00Z', 0, 1, 'r-1')")
      .run(clinic.subjectId, clinic.datasetId)
    await mkdir(join(space.dir, 'reports'), { recursive: true })
    await writeFile(join(space.dir, 'reports', 'r-1.pdf'), '%PDF-1.7 report')
    space.db
      .prepare(
        `INSERT INTO reports (id, dataset_id, subject_id, image_id, locale, created_at, bytes, sha256, file)
         VALUES ('r-1', ?, ?, ?, 'en', '2024-06-01T10:00:00Z', 15, 'x', 'reports/r-1.pdf')`,
      )
      .run(clinic.datasetId, clinic.subjectId, imageId)
    await world.stopService()
    await queueFrontCapture(app, clinic)

    const info = await app.value('cache.info')
    expect(info).toMatchObject({ photos: 1, keptSubjects: 1, reports: 1, reportBytes: 15, queuedCaptures: 1 })
    expect(info.cacheBytes).toBeGreaterThan(photo.bytes.byteLength)

    const cleared = await app.value('cache.clear')
    expect(cleared).toMatchObject({
      photos: 0,
      keptSubjects: 0,
      reports: 1,
      reportBytes: 15,
      queuedCaptures: 1,
    })
    expect(cleared.cacheBytes).toBeLessThan(info.cacheBytes)
    expect(await app.failure('subjects.list', { datasetId: clinic.datasetId })).toBe('not_cached')
    expect(await app.failure('images.original', photoOf(clinic, imageId))).toBe('not_cached')
    expect((await app.value('queue.list')).map((item) => item.state)).toEqual(['waiting_offline'])
    expect(await readFile(join(space.dir, 'reports', 'r-1.pdf'), 'utf8')).toBe('%PDF-1.7 report')
    expect(app.app.session.status().lastOnlineAt).not.toBeNull()

    const defaults = FRESH_PREFERENCES
    expect(await app.value('preferences.get')).toEqual(defaults)
    expect(await app.value('preferences.set', { reportLocale: 'de-CH' })).toEqual({
      ...defaults,
      reportLocale: 'de-CH',
    })
    expect(await app.call('preferences.set', { reportLocale: 'not a locale' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_locale', field: 'reportLocale' },
    })
    expect(await app.value('preferences.get')).toEqual({ ...defaults, reportLocale: 'de-CH' })
    const settings = JSON.parse(await readFile(join(world.dataDir, 'settings.json'), 'utf8'))
    expect(settings).toMatchObject({ reportLocale: 'de-CH', connection: { companyId: clinic.companyId } })
    expectResponsive(app.loop.stop())
  })
})
