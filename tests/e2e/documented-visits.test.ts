/**
 * The journeys of issue 24 in Chromium against the service in its documented dialect: a new subject with
 * Sex = Female, a dropped photo counted "0 of 1 analyses ready" until it is analysed, its photo shown on its
 * visit from a signed storage link; a visit whose photo the dataset deleted says so in words; a clinic whose
 * records have shown no sex yet gets its subject without one, and is told so on the form.
 * Runs in e2e-documented only.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyPath, createSkinApi, datasetRecord, findFaceMetricsApplication } from '../../src-main/api'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { testDialect } from '../support/dialect'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'
import { CaptureScreen, jpegFile } from './pages/captureScreen'
import { AppShell } from './pages/appShell'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { QueueScreen } from './pages/queueScreen'
import { startCapture } from './pages/startCapture'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import { VisitScreen } from './pages/visitScreen'
import { frontPortrait } from '../support/photos'

let w: Workstation
let page: Page
let photo: Buffer

beforeAll(async () => {
  if (testDialect() !== 'documented') throw new Error('run in the e2e-documented project')
  // Four seconds before each analysis, so the queue's count can be seen (in both languages) while it waits.
  w = await startWorkstation({ keychain: 'memory', service: { processingDelayMs: 4_000 } })
  page = w.page
  photo = await frontPortrait()
  await submitConnectForm(page, w.credentials)
  await new DatasetsScreen(page).rows().first().waitFor()
}, 180_000)
afterAll(async () => {
  await w?.close()
})

async function newSubject(name: string, sex: 'female' | 'male') {
  const form = new SubjectForm(page, 'create')
  await new SubjectsScreen(page).newSubjectButton.click()
  await form.name.fill(name)
  await form.sex.selectOption(sex)
  await form.submit()
}

describe('the documented service, as a clinic uses it', () => {
  it('creates a subject with Sex = Female, and a dropped photo is analysed and shown on its visit', async () => {
    const shell = new AppShell(page)
    const subject = new SubjectScreen(page)
    const queue = new QueueScreen(page)
    await new DatasetsScreen(page).rows('Main clinic').click()
    await new SubjectsScreen(page).rows().first().waitFor()
    await newSubject('Nora Feld', 'female')
    await subject.heading().filter({ hasText: 'Nora Feld' }).waitFor()
    expect(await subject.facts.textContent()).toContain('Female')

    await startCapture(page)
    const capture = new CaptureScreen(page)
    await capture.chooseMode('front')
    await capture.dropPhotos([jpegFile('nora.jpg', photo)])
    await capture.send()
    await capture.openQueue()
    const counted = queue.analyses(page).first()
    await counted.waitFor({ timeout: 30_000 })
    expect(await counted.textContent()).toBe('0 of 1 analysis ready')
    await expectAccessible(page)
    await screenshot(page, '74-queue-analyses-count')
    await shell.switchLanguage('de')
    await queue.analyses(page).filter({ hasText: '0 von 1 Analyse fertig' }).first().waitFor()
    await screenshot(page, '74-queue-analyses-count-de')
    await shell.switchLanguage('en')
    await queue.rows('done').first().waitFor({ timeout: 60_000 })

    await queue.openSubjectButton().first().click()
    await subject.visits.first().click()
    await new VisitScreen(page).results.waitFor()
    await new VisitScreen(page).waitForPhotoDrawn()
    await expectAccessible(page)
    await screenshot(page, '75-visit-photo-from-storage')
  })

  it('says in words that a photo is gone when the dataset deletes originals', async () => {
    const api = createSkinApi(w.credentials)
    const dataset = await api.http.post(
      companyPath(w.companyId, 'datasets'),
      { name: 'Photos not kept', clean_images_as_soon_as_ready: true },
      datasetRecord,
    )
    const face = findFaceMetricsApplication(await api.applications.all())
    if (!face) throw new Error('no Face Skin Metrics 2.0')
    await api.applications.attach(face, { datasetId: dataset.id })
    const subjectId = (await api.subjects.create(dataset.id, { name: 'Otto Brand' })).id
    const batchId = (await api.batches.create(dataset.id, subjectId, {})).id
    const imageId = (
      await api.images.upload({ datasetId: dataset.id, subjectId, batchId }, 'front', new Uint8Array(photo))
    ).id
    for (let i = 0; i < 300 && (await api.results.forImage(imageId)).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100))

    const shell = new AppShell(page)
    const visit = new VisitScreen(page)
    await shell.toDatasets.click()
    await new DatasetsScreen(page).rows('Photos not kept').click()
    await new SubjectsScreen(page).rows('Otto Brand').click()
    await new SubjectScreen(page).visits.first().click()
    const gone = visit.photoUnavailable('photo_not_available')
    await gone.waitFor({ timeout: 30_000 })
    expect(await gone.textContent()).toContain('no longer available')
    // The results are there all the same.
    await visit.metric('redness_score').waitFor()
    await expectAccessible(page)
    await screenshot(page, '76-visit-photo-gone')
    // The same in German.
    await shell.switchLanguage('de')
    await gone.filter({ hasText: 'nicht mehr verfügbar' }).waitFor()
    await expectAccessible(page)
    await screenshot(page, '76-visit-photo-gone-de')
    await shell.switchLanguage('en')
  })

  it('creates the subject without a sex the service showed no id for, and says so on the form', async () => {
    const companyId = w.service.admin.createCompany('New Clinic').id
    const apiKey = w.service.admin.createKey(companyId, { name: 'e2e' }).token
    const api = createSkinApi({ baseUrl: w.service.baseUrl, companyId, apiKey })
    await api.datasets.create({ name: 'First patients' })
    const shell = new AppShell(page)
    const form = new SubjectForm(page, 'create')
    await shell.disconnect()
    await submitConnectForm(page, { baseUrl: w.service.baseUrl, companyId, apiKey })
    await new DatasetsScreen(page).rows('First patients').click()
    await newSubject('Pia Lund', 'male')
    const warning = form.sexNotSaved
    await warning.waitFor()
    expect(await warning.textContent()).toContain('without the sex “Male”')
    await expectAccessible(page)
    await screenshot(page, '77-sex-not-saved')
    await form.continueButton.click()
    await new SubjectScreen(page).heading().filter({ hasText: 'Pia Lund' }).waitFor()

    // The same in German, for another subject.
    await shell.switchLanguage('de')
    await shell.toDataset.click()
    await newSubject('Rut Sand', 'female')
    await warning.waitFor()
    expect(await warning.textContent()).toContain('ohne das Geschlecht „Weiblich“')
    await expectAccessible(page)
    await screenshot(page, '77-sex-not-saved-de')
    await form.continueButton.click()
    await shell.switchLanguage('en')
    expect((await api.subjects.all((await api.datasets.all())[0]?.id ?? '')).map((s) => s.name)).toEqual([
      'Pia Lund',
      'Rut Sand',
    ])
  })
})
