/**
 * The clinic's consent rule enforced by main, through its real handlers (a direct bridge call, not the capture
 * screen): a capture of a subject without a recorded consent is refused and nothing is queued or written; a report
 * of a subject whose consent leaves out reports is refused, and keeping them offline goes on without one; with
 * the clinic's requirement switched off, both go through. Fails on main before the gate (it queued the capture).
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from '../support/fixtures'
import { uploadPhoto, waitForVisits, type Clinic, type World } from '../support/world'
import { facePhoto } from '../support/photos'

/** The clinic's patient (Nell Hart, the `clinic` fixture) without a consent at the service, and the app connected. */
async function setUp(world: World, clinic: Clinic) {
  const service = world.service
  // the patient has no consent at the service
  await clinic.api.subjects.update(clinic.datasetId, clinic.subjectId, { meta: null })
  const app = await world.startApp()
  await app.connect(service, clinic)
  const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
  const shots = [{ side: 'front', source: 'camera', bytes: new Uint8Array(await facePhoto(1280, 1024)) }]
  return { service, app, target, shots }
}

describe('consent, enforced in main', () => {
  it('refuses a capture of a subject without consent, and queues or writes nothing', async ({
    world,
    clinic,
  }) => {
    const { app, target, shots } = await setUp(world, clinic)
    expect(await app.failure('capture.submit', { ...target, mode: 'front', shots })).toBe('consent_required')
    expect(await app.value('queue.list')).toEqual([])
    const accountDir = (await app.app.accounts.current()).space.dir
    expect(await readdir(join(accountDir, 'captures')).catch(() => [])).toEqual([])

    // consent to analysis only: the capture goes, a report does not
    await app.value('subjects.recordConsent', { ...target, by: 'Dr. Ida Berg', scopes: ['analysis'] })
    const item = await app.value('capture.submit', { ...target, mode: 'front', shots })
    expect(item.state).toBe('queued')
  })

  it('refuses a report without consent to reports; keeping offline goes on without one', async ({
    world,
    clinic,
  }) => {
    const { app, target } = await setUp(world, clinic)
    const imageId = await uploadPhoto(clinic)
    await waitForVisits(() => app.value('history.forSubject', target), 1)
    await app.value('subjects.recordConsent', { ...target, by: 'Dr. Ida Berg', scopes: ['analysis'] })
    expect(await app.failure('reports.generate', { ...target, imageId, locale: 'en' })).toBe(
      'consent_reports_required',
    )
    expect(await app.value('offline.keep', { ...target, locale: 'en' })).toMatchObject({ reportId: null })
    await app.value('subjects.recordConsent', {
      ...target,
      by: 'Dr. Ida Berg',
      scopes: ['analysis', 'reports'],
    })
    expect((await app.value('reports.generate', { ...target, imageId, locale: 'en' })).imageId).toBe(imageId)
  })

  it('lets both through where the clinic does not require consent', async ({ world, clinic }) => {
    const { app, target, shots } = await setUp(world, clinic)
    await app.value('preferences.set', { photoConsentRequired: false })
    const imageId = await uploadPhoto(clinic)
    await waitForVisits(() => app.value('history.forSubject', target), 1)
    expect((await app.value('capture.submit', { ...target, mode: 'front', shots })).state).toBe('queued')
    expect((await app.value('reports.generate', { ...target, imageId, locale: 'en' })).imageId).toBe(imageId)
  })
})
