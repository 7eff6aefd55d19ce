/**
 * Face Skin Analysis 3.0 in Chromium against the service in its documented dialect (issue 26): a triplet dropped
 * into the demo's "Face Skin Analysis 3.0" dataset goes through the v3 flow (signed links, PUTs to the storage
 * host, compute), and its visit shows the 3.0 results and "show where": each mask toggled on and off, in English
 * and German, axe clean. The same triplet into "Main clinic" (Face Skin Metrics 2.0) still takes the v1 upload.
 * The real keychain is not under test here (an in-memory one). Runs in e2e-documented only.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSkinApi, findSkinAnalysis3Application } from '../../src-main/api'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { testDialect } from '../support/dialect'
import {
  openSubjectByName,
  startWorkstation,
  submitConnectForm,
  type Workstation,
} from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen } from './pages/captureScreen'
import { CompareScreen } from './pages/compareScreen'
import { DatasetsScreen } from './pages/datasetsScreen'
import { QueueScreen } from './pages/queueScreen'
import { startCapture } from './pages/startCapture'
import { SubjectScreen } from './pages/subjectScreen'
import { VisitScreen } from './pages/visitScreen'
import { frontPortrait, turnedPortrait } from '../support/photos'

let w: Workstation
let page: Page
let photos: { front: Buffer; right: Buffer; left: Buffer }

beforeAll(async () => {
  if (testDialect() !== 'documented') throw new Error('run in the e2e-documented project')
  w = await startWorkstation({
    keychain: 'memory',
    service: { processingDelayMs: 0, acneEnabledByDefault: true },
  })
  page = w.page
  const [front, right, left] = await Promise.all([frontPortrait(), turnedPortrait(), turnedPortrait(true)])
  photos = { front, right, left }
  await submitConnectForm(page, w.credentials)
  await new DatasetsScreen(page).rows().first().waitFor()
}, 180_000)
afterAll(async () => {
  await w?.close()
})

const shell = () => new AppShell(page)
const visit = () => new VisitScreen(page)

/**
 * From the datasets list (or a screen with the breadcrumb to it): the subject's capture screen, a triplet dropped,
 * sent, done in the queue, and the subject opened from its row.
 */
async function captureTriplet(dataset: string, subject: string) {
  if (await shell().toDatasets.isVisible()) await shell().toDatasets.click()
  await openSubjectByName(page, dataset, subject)
  await startCapture(page)
  const capture = new CaptureScreen(page)
  await capture.dropTriplet(photos)
  await capture.send()
  await capture.openQueue()
  const queue = new QueueScreen(page)
  await queue.openSubjectButton(subject).waitFor({ timeout: 60_000 })
  await queue.rows('done').filter({ hasText: subject }).waitFor({ timeout: 60_000 })
  expect(await queue.rows('failed').count()).toBe(0)
  await queue.openSubjectButton(subject).click()
  await new SubjectScreen(page).heading().filter({ hasText: subject }).waitFor()
}

describe('Face Skin Analysis 3.0', () => {
  it('sends a triplet through the v3 flow; its visit shows the 3.0 results', async () => {
    await captureTriplet('Face Skin Analysis 3.0', 'Noor Haddad')
    // the batch went through the storage host: one PUT per side, none through the v1 image upload
    expect(Object.values(w.service.admin.storagePuts())).toEqual([1, 1, 1])
    await new SubjectScreen(page).visits.first().click()
    await visit().metric('redness_score').waitFor({ timeout: 30_000 })
    for (const metric of ['pigmentation_score', 'pores_score', 'pimples_score', 'ita_value'])
      expect(await visit().metric(metric).count(), metric).toBe(1)
    expect(await visit().results.textContent()).toContain('Face Skin Analysis 3.0')
    await visit().waitForPhotoDrawn()
  })

  it('shows where: each mask toggled on and off over the photo, in English and German', async () => {
    const controls = page.getByRole('group', { name: 'Show where' })
    await controls.waitFor()
    const toggles = controls.getByRole('button')
    expect(await toggles.allTextContents()).toEqual([
      'Redness',
      'Spots and pigmentation',
      'Pores',
      'Acne lesions',
    ])
    for (const name of ['Redness', 'Spots and pigmentation', 'Pores', 'Acne lesions']) {
      const toggle = controls.getByRole('button', { name })
      await toggle.click()
      expect(await toggle.getAttribute('aria-pressed')).toBe('true')
      const layer = visit().shownMasks
      expect(await layer.count()).toBe(1)
      // drawn: the layer's SVG has a box the size of the photo's
      const box = await layer.locator('svg').boundingBox()
      const photo = await visit().photo.boundingBox()
      expect(box?.width).toBeCloseTo(photo?.width ?? 0, 0)
      expect(box?.height).toBeCloseTo(photo?.height ?? 0, 0)
      await toggle.click()
      expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    }
    await controls.getByRole('button', { name: 'Redness' }).click()
    await controls.getByRole('button', { name: 'Pores' }).click()
    await screenshot(page, '80-show-where')
    await expectAccessible(page)
    await shell().switchLanguage('de')
    const german = page.getByRole('group', { name: 'Zeigen, wo' })
    await german.getByRole('button', { name: 'Rötungen', pressed: true }).waitFor()
    await german.getByRole('slider', { name: 'Deckkraft der Masken' }).fill('40')
    await screenshot(page, '80-show-where-de')
    await expectAccessible(page)
    await shell().switchLanguage('en')
  })

  it('the same triplet into a Face Skin Metrics 2.0 dataset still takes the v1 upload', async () => {
    const before = Object.keys(w.service.admin.storagePuts()).length
    await captureTriplet('Main clinic', 'Amelia Hartley')
    expect(Object.keys(w.service.admin.storagePuts()).length).toBe(before)
    expect(w.service.admin.uploadCount()).toBe(6)
    await new SubjectScreen(page).visits.first().click()
    await visit().metric('redness_score').waitFor({ timeout: 30_000 })
    expect(await page.getByRole('group', { name: 'Show where' }).count()).toBe(0)
  })

  it('a subject whose dataset moved to 3.0: one chart per metric, the version change marked, both in compare', async () => {
    // the clinic attaches Face Skin Analysis 3.0 to Main clinic: the next capture takes the v3 flow
    const api = createSkinApi(w.credentials)
    const datasetId = (await api.datasets.list({ page: 1, pageSize: 100 })).results.find(
      (dataset) => dataset.name === 'Main clinic',
    )?.id
    const v3 = findSkinAnalysis3Application(await api.applications.all())
    if (!datasetId || !v3) throw new Error('no Main clinic or no 3.0 application')
    await api.applications.attach(v3, { datasetId })
    const putsBefore = Object.keys(w.service.admin.storagePuts()).length
    await captureTriplet('Main clinic', 'Amelia Hartley')
    expect(Object.keys(w.service.admin.storagePuts()).length).toBe(putsBefore + 3)

    const subject = new SubjectScreen(page)
    const chart = subject.chart('redness_score')
    await chart.and(page.locator('[data-points="2"]')).waitFor({ timeout: 30_000 })
    expect(await chart.getAttribute('data-versions')).toBe('2.0,3.0')
    expect(await subject.versionNote(chart).textContent()).toMatch(
      /^Measured by Face Skin Metrics 2\.0, and by Face Skin Analysis 3\.0 from /,
    )
    await screenshot(page, '81-history-versions')
    await expectAccessible(page)
    await shell().switchLanguage('de')
    await subject.versionNote(chart).filter({ hasText: 'Gesichtshautanalyse 3.0' }).waitFor()
    await screenshot(page, '81-history-versions-de')
    await expectAccessible(page)
    await shell().switchLanguage('en')

    await subject.compareButton.click()
    const controls = page.getByRole('group', { name: 'Show where' })
    await controls.waitFor()
    await controls.getByRole('button', { name: 'Pores' }).click()
    // the later visit (3.0) has the mask; the earlier one (2.0) has none
    const compare = new CompareScreen(page)
    await compare.shownMasks('pores').waitFor()
    expect(await compare.shownMasks().count()).toBe(1)
    // their measures are defined differently: no deltas, and the screen says why
    await page.getByText(/measured by different versions of the analysis/).waitFor()
    await screenshot(page, '82-compare-show-where')
    await expectAccessible(page)
    await shell().switchLanguage('de')
    await page.getByText(/mit verschiedenen Versionen der Analyse gemessen/).waitFor()
    await page
      .getByRole('group', { name: 'Zeigen, wo' })
      .getByRole('button', { name: 'Poren', pressed: true })
      .waitFor()
    await screenshot(page, '82-compare-show-where-de')
    await expectAccessible(page)
    await shell().switchLanguage('en')
  })
})
