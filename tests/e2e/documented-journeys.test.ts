/**
 * One journey per screen in Chromium against the service in its documented dialect (the real service's
 * documented record shapes: signed storage links for photos, bare-array subject results, search by `q`…), on
 * one workstation with a year of history: connect and browse, find a subject, its history charts with
 * smoothing, a visit's results and photo, compare, a German PDF report in the viewer, keep it offline, and
 * open it all again with the service gone. The e2e files re-check each screen in depth in the spec dialect;
 * the record readers and the service check the dialect itself (tests/client, tests/service/documented-*).
 * documented-visits.test.ts covers a new subject, a dropped photo and the queue in this dialect, and
 * sign-in.test.ts the documented login. Runs in e2e-documented only.
 */
import { recordConsentThroughMain } from './pages/sendThroughMain'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { testDialect } from '../support/dialect'
import {
  openSubjectByName,
  startWorkstation,
  submitConnectForm,
  type Workstation,
  seededClinic,
} from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CompareScreen } from './pages/compareScreen'
import { DatasetsScreen } from './pages/datasetsScreen'
import { HistorySection } from './pages/historySection'
import { ReportViewer, viewSavedReport } from './pages/reportsScreen'
import { SubjectScreen } from './pages/subjectScreen'
import { VisitScreen } from './pages/visitScreen'
import { waitForAttributeChange } from './pages/waitForCount'

let w: Workstation
let page: Page
const subjectName = 'Li Na Chen'
const germanTitle = 'Hautanalysebericht'

beforeAll(async () => {
  if (testDialect() !== 'documented') throw new Error('run in the e2e-documented project')
  w = await startWorkstation(seededClinic)
  page = w.page
}, 180_000)
afterAll(async () => {
  await w?.close()
})

const history = () => new HistorySection(page)
const subject = () => new SubjectScreen(page)
const shell = () => new AppShell(page)
const smoothed = () => history().charts('redness_score').getAttribute('data-smoothed')

describe('the documented service, screen by screen', () => {
  it('connects, lists the datasets, and finds a subject by name', async () => {
    await submitConnectForm(page, w.credentials)
    const datasets = new DatasetsScreen(page)
    await datasets.rows().first().waitFor()
    expect(await datasets.rows('Main clinic').count()).toBe(1)
    await openSubjectByName(page, 'Main clinic', subjectName)
    expect(await subject().heading().textContent()).toContain(subjectName)
    // the patient's consent covers reports (main refuses a report without it while the clinic requires consent)
    await recordConsentThroughMain(w, { datasetName: 'Main clinic', subjectName })
  })

  it('draws the history charts, and smooths them with the chosen window and method', async () => {
    await history().period.selectOption('all')
    await history().charts('redness_score').and(page.locator('[data-points="12"]')).waitFor({
      state: 'attached',
      timeout: 60_000,
    })
    const mean5 = await smoothed()
    await history().window.selectOption('2')
    await history().method.selectOption('linear_regression')
    await waitForAttributeChange(history().charts('redness_score'), 'data-smoothed', mean5)
    expect(((await smoothed()) ?? '').split(',')).toHaveLength(12)
    await expectAccessible(page)
  })

  it("opens a visit: its results and its photo from the storage host's signed link", async () => {
    await subject().visits.first().click()
    await new VisitScreen(page).metric('redness_score').waitFor()
    await new VisitScreen(page).waitForPhotoDrawn()
    await screenshot(page, 'documented-visit')
    await shell().toSubject.click()
    await subject().chart().first().waitFor()
  })

  it('compares two visits, both photos drawn', async () => {
    const compare = new CompareScreen(page)
    await subject().compareButton.click()
    await compare.earlier.waitFor()
    await compare.waitForPhotosDrawn()
    const direction = await compare.delta('redness_score').getAttribute('data-direction')
    expect(['better', 'worse', 'same', 'noClearChange']).toContain(direction)
    await shell().toSubject.click()
    await subject().chart().first().waitFor()
  })

  it('makes a German PDF report of a visit and shows it in the viewer', async () => {
    const visit = new VisitScreen(page)
    await subject().visits.first().click()
    await visit.results.waitFor()
    await visit.createReportButton.click()
    await visit.generate('de')
    await visit.saveReportButtons.first().waitFor({ timeout: 60_000 })
    await page.keyboard.press('Escape')
    await shell().toSubject.click()
    await viewSavedReport(page, 'German')
    expect(await new ReportViewer(page).region.textContent()).toContain(germanTitle)
  })

  it('keeps the subject offline, and opens history, visit and report with the service gone', async () => {
    await shell().toSubject.click()
    await subject().keepOffline()
    expect(await subject().keptStatus.textContent()).toContain('Available offline')

    await w.service.close()
    await shell().toDatasets.click()
    await shell().offlineBanner.waitFor({ timeout: 30_000 })
    await openSubjectByName(page, 'Main clinic', subjectName)
    await subject().waitForCharts(30_000)
    await subject().fromCache.waitFor({ timeout: 15_000 })
    await subject().visits.first().click()
    await new VisitScreen(page).waitForPhotoDrawn()
    await shell().toSubject.click()
    await viewSavedReport(page, 'German')
  })
})
