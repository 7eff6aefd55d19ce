/**
 * Patient records through main's channels, with real HTTP to the local service: the record number and consent
 * kept in the subject's meta (other meta keys survive an edit), a search over every dataset by name, record
 * number or birth date (offline: the kept copy), the duplicate check, and deleting a visit or a subject with
 * everything the workstation kept of it.
 */
import { readdir } from 'node:fs/promises'
import { TEST_ADMIN } from '../support/operators'
import { join } from 'node:path'
import { describe, expect, it } from '../support/fixtures'
import { testDialect } from '../support/dialect'
import { uploadPhoto, waitForVisits } from '../support/world'

describe('patient records', () => {
  it('keeps the record number and consent in meta, searches every dataset, and warns of duplicates', async ({
    world,
  }) => {
    const { service, clinic } = await world.startClinic('Someone Else')
    const second = (await clinic.api.datasets.create({ name: 'Study B' })).id
    const app = await world.startApp()
    await app.connect(service, clinic)

    const amelia = await app.value('subjects.create', {
      datasetId: clinic.datasetId,
      name: '  Amelia Hartley ',
      birthDate: '1985-03-14',
      biologicalSex: 'female',
      patientId: ' MRN-0042 ',
    })
    expect(amelia).toMatchObject({ name: 'Amelia Hartley', patientId: 'MRN-0042', consent: null })
    const onService = await clinic.api.subjects.get(clinic.datasetId, amelia.id)
    // with the outbox write that made it (issue 29: a create whose answer was lost is found again by it)
    expect(onService.meta).toEqual({ patient_id: 'MRN-0042', workstation_ref: expect.any(String) })

    // Another app's meta key, then an edit and a consent: both keep it.
    await clinic.api.subjects.update(clinic.datasetId, amelia.id, {
      meta: { ...onService.meta, crm_ref: 'x-17' },
    })
    const edited = await app.value('subjects.update', {
      datasetId: clinic.datasetId,
      subjectId: amelia.id,
      name: 'Amelia Hartley-Stone',
      birthDate: '1985-03-14',
      biologicalSex: 'female',
      patientId: 'MRN-0043',
    })
    expect(edited).toMatchObject({ name: 'Amelia Hartley-Stone', patientId: 'MRN-0043' })
    const consented = await app.value('subjects.recordConsent', {
      datasetId: clinic.datasetId,
      subjectId: amelia.id,
      // a name in the call is not taken: the signed-in operator recorded it (issue 27)
      by: ' Dr. Weber ',
      scopes: ['reports', 'analysis', 'reports'],
    })
    expect(consented.consent).toMatchObject({ by: TEST_ADMIN.name, scopes: ['analysis', 'reports'] })
    expect((await clinic.api.subjects.get(clinic.datasetId, amelia.id)).meta).toMatchObject({
      patient_id: 'MRN-0043',
      crm_ref: 'x-17',
      consent: { by: TEST_ADMIN.name, scopes: ['analysis', 'reports'] },
    })

    // A subject made elsewhere (another workstation) in the second dataset, with a record number as a number.
    const other = await clinic.api.subjects.create(second, {
      name: 'Bruno Keller',
      birth_date: '1990-07-01',
      meta: { patient_id: 77031 },
    })

    const byRecord = await app.value('subjects.search', { query: '77031' })
    expect(byRecord.results).toEqual([
      expect.objectContaining({
        id: other.id,
        datasetId: second,
        datasetName: 'Study B',
        patientId: '77031',
      }),
    ])
    const byBirthDate = await app.value('subjects.search', { query: '14.03.1985' })
    expect(byBirthDate.results.map((s) => s.id)).toEqual([amelia.id])
    expect(
      (await app.value('subjects.search', { query: 'hartley mrn-0043' })).results.map((s) => s.id),
    ).toEqual([amelia.id])
    expect((await app.value('subjects.search', { query: 'hartley 77031' })).count).toBe(0)
    const everyone = await app.value('subjects.search', { query: '', pageSize: 2 })
    expect(everyone).toMatchObject({ count: 3, hasNext: true, fromCache: false })

    const sameNameAndBirth = await app.value('subjects.duplicates', {
      name: 'amelia  hartley-stone',
      birthDate: '1985-03-14',
    })
    expect(sameNameAndBirth.map((s) => s.id)).toEqual([amelia.id])
    expect(
      (await app.value('subjects.duplicates', { name: 'New Person', patientId: 'mrn-0043' })).map(
        (s) => s.id,
      ),
    ).toEqual([amelia.id])
    expect(
      await app.value('subjects.duplicates', { name: 'Amelia Hartley-Stone', birthDate: '1985-03-15' }),
    ).toEqual([])
    expect(
      await app.value('subjects.duplicates', {
        name: 'Amelia Hartley-Stone',
        birthDate: '1985-03-14',
        exceptSubjectId: amelia.id,
      }),
    ).toEqual([])

    // Documented subject records name the company (`company {id, name}`): the header shows it instead of the id.
    // The spec's records show ids only, so there the name stays unknown.
    const companyName = testDialect() === 'documented' ? 'Clinic' : null
    expect(app.statuses.at(-1)).toMatchObject({ companyId: clinic.companyId, companyName })

    // Offline, the search answers from the copy it read.
    await world.stopService()
    const offline = await app.value('subjects.search', { query: 'keller' })
    expect(offline.results.map((s) => s.id)).toEqual([other.id])

    // Started again offline, before any record is read, the workstation still knows the company's name.
    await world.stopApp()
    const again = await world.startApp()
    expect(await again.value('auth.status')).toMatchObject({ companyId: clinic.companyId, companyName })
  })

  it('deletes a visit, then the subject, at the service and on the workstation', async ({ world }) => {
    const { service, clinic } = await world.startClinic('Cy Young')
    const first = await uploadPhoto(clinic)
    const second = await uploadPhoto(clinic)
    const app = await world.startApp()
    await app.connect(service, clinic)
    const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }

    const history = await waitForVisits(() => app.value('history.forSubject', target), 2)
    await app.value('images.original', { imageId: first })
    await app.value('images.original', { imageId: second })
    await app.value('reports.generate', { ...target, imageId: first, locale: 'en' })
    const accountDir = (await app.app.accounts.current()).space.dir
    expect(await readdir(join(accountDir, 'photos'))).toHaveLength(2)

    const firstVisit = history.visits.find((v) => v.imageId === first)!
    await app.value('visits.remove', { ...target, batchId: firstVisit.batchId! })
    const after = await app.value('history.forSubject', target)
    expect(after.visits.map((v) => v.imageId)).toEqual([second])
    expect(await readdir(join(accountDir, 'photos'))).toEqual([second])
    expect(await app.value('reports.list', { subjectId: clinic.subjectId })).toEqual([])
    expect(await clinic.api.batches.all(clinic.datasetId, clinic.subjectId)).toHaveLength(1)
    // Again (a retry after a lost answer): the visit is gone already, which is what was asked.
    await app.value('visits.remove', { ...target, batchId: firstVisit.batchId! })

    await app.value('reports.generate', { ...target, imageId: second, locale: 'en' })
    await app.value('subjects.remove', target)
    await expect(clinic.api.subjects.get(clinic.datasetId, clinic.subjectId)).rejects.toMatchObject({
      status: 404,
    })
    expect(await readdir(join(accountDir, 'photos'))).toEqual([])
    expect(await app.value('reports.list', { subjectId: clinic.subjectId })).toEqual([])
    expect((await app.value('subjects.list', { datasetId: clinic.datasetId })).results).toEqual([])
    expect((await app.value('subjects.search', { query: 'young' })).results).toEqual([])
  })
})
