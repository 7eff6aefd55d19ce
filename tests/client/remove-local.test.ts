/**
 * "Remove from this workstation" through main's channels, with real HTTP to the local service: the subject's
 * copies here go (cached history, photo files, kept reports, finished captures and their folders) while the
 * service keeps the subject. The GDPR actions the operator may add run at the service first: its photos are
 * deleted from storage (records and results stay) and its details cleared. Nothing is removed here while a
 * capture of the subject still waits to be sent, nor when the service does not offer the action asked for.
 */
import { consentMeta } from '../support/consent'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from '../support/fixtures'
import type { RunningService } from '../../src-service/server'
import { queueFrontCapture, uploadPhoto, waitForVisits, type World, type Clinic } from '../support/world'
import type { AppUnderTest } from '../support/mainApp'
import { startUploadProxy } from '../support/uploadProxy'
import { waitFor } from '../support/mainApp'
import { serviceOriginal } from '../support/originals'

const target = (clinic: Clinic) => ({ datasetId: clinic.datasetId, subjectId: clinic.subjectId })

/** Two visits seen here: both photos cached, a report kept, and a capture of the app's own that finished. */
async function seenHere(app: AppUnderTest, clinic: Clinic) {
  const uploaded = await uploadPhoto(clinic)
  const capture = await queueFrontCapture(app, clinic)
  await waitFor(() => app.events.some((e) => e.id === capture.id && e.state === 'done'))
  const history = await waitForVisits(() => app.value('history.forSubject', target(clinic)), 2)
  for (const visit of history.visits)
    await app.value('images.original', { imageId: visit.imageId, ...target(clinic) })
  await app.value('reports.generate', { ...target(clinic), imageId: uploaded, locale: 'en' })
  const accountDir = (await app.app.accounts.current()).space.dir
  expect(await readdir(join(accountDir, 'photos'))).toHaveLength(2)
  expect((await app.value('queue.list')).map((item) => item.id)).toEqual([capture.id])
  return { accountDir, uploaded, capture, imageIds: history.visits.map((v) => v.imageId) }
}

async function connected(world: World, service: RunningService, clinic: Clinic) {
  const app = await world.startApp()
  await app.connect(service, clinic)
  return app
}

describe('remove from this workstation', () => {
  it("deletes this workstation's copies of the subject, and the service keeps it", async ({ world }) => {
    const { service, clinic } = await world.startClinic('Dora Lind')
    const app = await connected(world, service, clinic)
    const seen = await seenHere(app, clinic)

    const removed = await app.value('subjects.removeLocal', target(clinic))
    expect(removed).toEqual({ photos: 2, reports: 1, captures: 1 })
    expect(await readdir(join(seen.accountDir, 'photos'))).toEqual([])
    expect(await app.value('reports.list', { subjectId: clinic.subjectId })).toEqual([])
    expect(await app.value('queue.list')).toEqual([])
    expect(app.changes.at(-1)).toMatchObject({ kinds: expect.arrayContaining(['queue', 'history']) })

    // Nothing of it answers offline any more: the copies are gone, not just hidden.
    await world.stopService()
    expect(await app.failure('history.forSubject', target(clinic))).toBe('not_cached')
    expect(await app.failure('images.original', { imageId: seen.imageIds[0], ...target(clinic) })).toBe(
      'not_cached',
    )

    // The service still has the subject, both visits and their photos.
    const again = await world.startService(Number(new URL(service.baseUrl).port))
    expect(await clinic.api.subjects.get(clinic.datasetId, clinic.subjectId)).toMatchObject({
      name: 'Dora Lind',
    })
    expect(await clinic.api.batches.all(clinic.datasetId, clinic.subjectId)).toHaveLength(2)
    expect(
      (await serviceOriginal(clinic.api, target(clinic), seen.uploaded)).bytes.byteLength,
    ).toBeGreaterThan(1000)
    expect(again.baseUrl).toBe(service.baseUrl)
  })

  it("also deletes the photos from the service's storage and clears the details, when chosen", async ({
    world,
  }) => {
    const { service, clinic } = await world.startClinic('Emil Sand')
    await clinic.api.subjects.update(clinic.datasetId, clinic.subjectId, {
      meta: { patient_id: 'MRN-7', ...consentMeta() },
    })
    const app = await connected(world, service, clinic)
    const seen = await seenHere(app, clinic)
    const resultIds = async () =>
      (await clinic.api.results.forImage(seen.uploaded)).map((result) => result.id).sort()
    const resultsBefore = await resultIds()
    expect(resultsBefore.length).toBeGreaterThan(0)

    const removed = await app.value('subjects.removeLocal', {
      ...target(clinic),
      servicePhotos: true,
      serviceDetails: true,
    })
    expect(removed).toEqual({ photos: 2, reports: 1, captures: 1 })
    const subject = await clinic.api.subjects.get(clinic.datasetId, clinic.subjectId)
    expect(subject).toMatchObject({ name: 'Emil Sand', meta: null })
    for (const imageId of seen.imageIds)
      await expect(serviceOriginal(clinic.api, target(clinic), imageId)).rejects.toMatchObject({
        status: 404,
      })
    // The records and their results stay (the documented behaviour of "delete photos from storage").
    expect(await clinic.api.batches.all(clinic.datasetId, clinic.subjectId)).toHaveLength(2)
    expect(await resultIds()).toEqual(resultsBefore)
    // Opening the subject again shows its history; its photos now say they are not there.
    const history = await app.value('history.forSubject', target(clinic))
    expect(history.visits).toHaveLength(2)
    expect(await app.failure('images.original', { imageId: seen.uploaded, ...target(clinic) })).toBe(
      'photo_not_available',
    )
  })

  it('removes nothing while a capture of the subject still waits to be sent', async ({ world }) => {
    const { service, clinic } = await world.startClinic('Fay Moor')
    await uploadPhoto(clinic)
    const app = await connected(world, service, clinic)
    await waitForVisits(() => app.value('history.forSubject', target(clinic)), 1)
    const [visit] = (await app.value('history.forSubject', target(clinic))).visits
    await app.value('images.original', { imageId: visit!.imageId, ...target(clinic) })
    // the patient's screen was opened once (its consent is what main checks before an offline capture)
    await app.value('subjects.get', target(clinic))
    await world.stopService()
    const waiting = await queueFrontCapture(app, clinic)

    expect(await app.failure('subjects.removeLocal', target(clinic))).toBe('captures_waiting')
    const accountDir = (await app.app.accounts.current()).space.dir
    expect(await readdir(join(accountDir, 'photos'))).toEqual([visit!.imageId])
    expect((await app.value('queue.list')).map((item) => item.id)).toEqual([waiting.id])
    expect((await app.value('history.forSubject', target(clinic))).visits).toHaveLength(1)
  })

  it('changes nothing, here or there, when the service does not offer deleting photos from storage', async ({
    world,
  }) => {
    const { service, clinic } = await world.startClinic('Gus Pell')
    await clinic.api.subjects.update(clinic.datasetId, clinic.subjectId, { meta: { patient_id: 'MRN-9' } })
    const proxy = await startUploadProxy(service.baseUrl)
    try {
      proxy.notFound = /\/delete_photos_from_storage\/$/
      const imageId = await uploadPhoto(clinic)
      const app = await connected(world, { ...service, baseUrl: proxy.url }, clinic)
      await waitForVisits(() => app.value('history.forSubject', target(clinic)), 1)
      await app.value('images.original', { imageId, ...target(clinic) })

      const code = await app.failure('subjects.removeLocal', {
        ...target(clinic),
        servicePhotos: true,
        serviceDetails: true,
      })
      expect(code).toBe('service_action_unavailable')
      const accountDir = (await app.app.accounts.current()).space.dir
      expect(await readdir(join(accountDir, 'photos'))).toEqual([imageId])
      // The details were not cleared either: the photos come first, and their refusal stops the rest.
      expect((await clinic.api.subjects.get(clinic.datasetId, clinic.subjectId)).meta).toEqual({
        patient_id: 'MRN-9',
      })
      expect((await serviceOriginal(clinic.api, target(clinic), imageId)).bytes.byteLength).toBeGreaterThan(
        1000,
      )
    } finally {
      await proxy.close()
    }
  })
})
