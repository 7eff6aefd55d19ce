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
import { frontPortrait } from '../fixtures/captureFaces'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { testDialect } from '../support/dialect'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'
import { CaptureScreen, jpegFile } from './pages/captureScreen'
import { startCapture } from './pages/startCapture'

let w: Workstation
let page: Page
let photo: Buffer

beforeAll(async () => {
  if (testDialect() !== 'documented') throw new Error('run in the e2e-documented project')
  // Four seconds before each analysis, so the queue's count can be seen (in both languages) while it waits.
  w = await startWorkstation({ keychain: 'memory', service: { processingDelayMs: 4_000 } })
  page = w.page
  photo = await frontPortrait()
  await submitConnectForm(page, { baseUrl: w.service.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
  await page.waitForSelector('[data-testid=dataset-row]')
}, 180_000)
afterAll(async () => {
  await w?.close()
})

/** The shown photo has pixels (a broken image has a natural width of 0). */
const photoDrawn = () =>
  page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid=results-photo]')
    return img !== null && img.complete && img.naturalWidth > 0
  })

async function newSubject(name: string, sex: 'female' | 'male') {
  await page.click('[data-testid=new-subject]')
  await page.fill('[data-testid=subject-name-input]', name)
  await page.selectOption('[data-testid=subject-sex-select]', sex)
  await page.click('[data-testid=subject-create-submit]')
}

describe('the documented service, as a clinic uses it', () => {
  it('creates a subject with Sex = Female, and a dropped photo is analysed and shown on its visit', async () => {
    await page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).click()
    await page.waitForSelector('[data-testid=subject-row]')
    await newSubject('Nora Feld', 'female')
    await page.waitForSelector('[data-testid=subject-title]:has-text("Nora Feld")')
    expect(await page.textContent('[data-testid=subject-facts]')).toContain('Female')

    await startCapture(page)
    await page.click('[data-testid=capture-mode-front]')
    const capture = new CaptureScreen(page)
    await capture.dropPhotos([jpegFile('nora.jpg', photo)])
    await capture.send()
    await page.click('[data-testid=sent-open-queue]')
    const counted = await page.waitForSelector('[data-testid=queue-analyses]', { timeout: 30_000 })
    expect(await counted.textContent()).toBe('0 of 1 analysis ready')
    await expectAccessible(page)
    await screenshot(page, '74-queue-analyses-count')
    await page.selectOption('[data-testid=language]', 'de')
    await page.waitForSelector('[data-testid=queue-analyses]:has-text("0 von 1 Analyse fertig")')
    await screenshot(page, '74-queue-analyses-count-de')
    await page.selectOption('[data-testid=language]', 'en')
    await page.waitForSelector('[data-testid=queue-item][data-state=done]', { timeout: 60_000 })

    await page.click('[data-testid=queue-open-subject]')
    await page.locator('[data-testid=visit-link]').first().click()
    await page.waitForSelector('[data-testid=results-view]')
    await photoDrawn()
    await expectAccessible(page)
    await screenshot(page, '75-visit-photo-from-storage')
  })

  it('says in words that a photo is gone when the dataset deletes originals', async () => {
    const api = createSkinApi({ baseUrl: w.service.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
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

    await page.click('[data-testid=breadcrumb-datasets]')
    await page.locator('[data-testid=dataset-row]', { hasText: 'Photos not kept' }).click()
    await page.locator('[data-testid=subject-row]', { hasText: 'Otto Brand' }).click()
    await page.locator('[data-testid=visit-link]').first().click()
    const gone = await page.waitForSelector(
      '[data-testid=results-photo-pending][data-reason=photo_not_available]',
      { timeout: 30_000 },
    )
    expect(await gone.textContent()).toContain('no longer available')
    // The results are there all the same.
    await page.waitForSelector('[data-testid=metric-redness_score]')
    await expectAccessible(page)
    await screenshot(page, '76-visit-photo-gone')
    // The same in German.
    await page.selectOption('[data-testid=language]', 'de')
    await page.waitForSelector('[data-testid=results-photo-pending]:has-text("nicht mehr verfügbar")')
    await expectAccessible(page)
    await screenshot(page, '76-visit-photo-gone-de')
    await page.selectOption('[data-testid=language]', 'en')
  })

  it('creates the subject without a sex the service showed no id for, and says so on the form', async () => {
    const companyId = w.service.admin.createCompany('New Clinic').id
    const apiKey = w.service.admin.createKey(companyId, { name: 'e2e' }).token
    const api = createSkinApi({ baseUrl: w.service.baseUrl, companyId, apiKey })
    await api.datasets.create({ name: 'First patients' })
    await page.click('[data-testid=disconnect]')
    await page.click('[data-testid=disconnect-confirm]')
    await submitConnectForm(page, { baseUrl: w.service.baseUrl, companyId, apiKey })
    await page.locator('[data-testid=dataset-row]', { hasText: 'First patients' }).click()
    await newSubject('Pia Lund', 'male')
    const warning = await page.waitForSelector('[data-testid=subject-sex-not-saved]')
    expect(await warning.textContent()).toContain('without the sex “Male”')
    await expectAccessible(page)
    await screenshot(page, '77-sex-not-saved')
    await page.click('[data-testid=subject-sex-not-saved-continue]')
    await page.waitForSelector('[data-testid=subject-title]:has-text("Pia Lund")')

    // The same in German, for another subject.
    await page.selectOption('[data-testid=language]', 'de')
    await page.click('[data-testid=breadcrumb-dataset]')
    await newSubject('Rut Sand', 'female')
    const german = await page.waitForSelector('[data-testid=subject-sex-not-saved]')
    expect(await german.textContent()).toContain('ohne das Geschlecht „Weiblich“')
    await expectAccessible(page)
    await screenshot(page, '77-sex-not-saved-de')
    await page.click('[data-testid=subject-sex-not-saved-continue]')
    await page.selectOption('[data-testid=language]', 'en')
    expect((await api.subjects.all((await api.datasets.all())[0]?.id ?? '')).map((s) => s.name)).toEqual([
      'Pia Lund',
      'Rut Sand',
    ])
  })
})
