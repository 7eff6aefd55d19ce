/**
 * A visit's actions, in Chromium through the browser host: the report language picked by its name (each named in
 * itself and in the UI language), Print in the report viewer (the browser's print of the viewer: headless
 * Chromium has no print dialog, so `window.print` is replaced by a counter in this test, and the print layout is
 * checked with the print media type), deleting a visit after asking, and removing the patient from this
 * workstation (the GDPR choice asked a second time, and cancelled there).
 */
import { readdir } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import type { Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { startConnectedWorkstation } from '../support/workstation'
import { SubjectsScreen } from './pages/datasetsScreen'
import { ReportsScreen, ReportViewer } from './pages/reportsScreen'
import { SubjectScreen } from './pages/subjectScreen'
import { sendThroughMain } from './pages/sendThroughMain'
import { uiText } from './pages/uiText'
import { VisitScreen } from './pages/visitScreen'
import { waitUntil } from './pages/waitForCount'
import { frontPortrait } from '../support/photos'

let w: Workstation
let page: Page
const patient = 'Marta Kowalczyk'

beforeAll(async () => {
  w = await startConnectedWorkstation({ keychain: 'memory', service: { processingDelayMs: 0 } })
  page = w.page
  // Two visits of one patient, sent through main before the screens are used.
  const where = { datasetName: 'Walk-in', subjectName: patient }
  await sendThroughMain(w, where, 'front', { front: await frontPortrait() })
  await sendThroughMain(w, where, 'front', { front: await frontPortrait() })
  const subject = new SubjectScreen(page)
  await subject.open('Walk-in', patient)
  await subject.waitForCharts()
}, 180_000)
afterAll(async () => {
  await w?.close()
})

describe('a visit', () => {
  it('picks the report language by its name, and prints the report from the viewer', async () => {
    const visit = new VisitScreen(page)
    await new SubjectScreen(page).visits.first().click()
    await visit.results.waitFor()
    await visit.createReportButton.click()
    const names = await visit.reportLanguageChoice.getByRole('option').allTextContents()
    expect(names).toEqual(expect.arrayContaining(['English', 'Deutsch (German)', '日本語 (Japanese)']))
    await visit.reportLanguageChoice.selectOption('ja')
    expect(await visit.reportLocale.inputValue()).toBe('ja')
    // "日本語" is drawn with the renderer's own Japanese font (this machine has no CJK font): loaded under the CSP.
    const cjkFont = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].find((face) => face.family.includes('Workstation CJK'))?.status ?? 'absent'
    })
    expect(cjkFont).toBe('loaded')
    await screenshot(page, '69-report-language-picker')
    await expectAccessible(page)
    await visit.generateButton.click()
    const reports = new ReportsScreen(page)
    await reports.viewButton(reports.rows().first()).click({ timeout: 60_000 })
    const viewer = new ReportViewer(page)
    await viewer.waitForRendered(60_000)

    await page.evaluate(() => {
      const counted = window as unknown as { printed: number }
      counted.printed = 0
      window.print = () => {
        counted.printed += 1
      }
    })
    await viewer.printButton.click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    await page.emulateMedia({ media: 'print' })
    try {
      const display = (bar: Locator) => bar.evaluate((element) => getComputedStyle(element).display)
      expect(await display(new AppShell(page).header)).toBe('none')
      expect(await display(viewer.toolbar)).toBe('none')
      expect(await viewer.pages.locator('canvas').count()).toBeGreaterThan(1)
      await screenshot(page, '70-report-print-layout')
    } finally {
      await page.emulateMedia({ media: 'screen' })
    }
  })

  it('deletes a visit after asking, and the subject has one visit fewer', async () => {
    const subject = new SubjectScreen(page)
    const visit = new VisitScreen(page)
    await new AppShell(page).toSubject.click()
    await subject.waitForCharts(30_000)
    const before = await subject.visitCount()
    await subject.visits.first().click()
    await visit.deleteButton.click()
    await visit.deleteDialog.waitFor()
    await screenshot(page, '71-delete-visit')
    await expectAccessible(page)
    await visit.deleteConfirm.click()
    await subject.heading(patient).waitFor()
    await waitUntil(async () => (await subject.visitCount()) === before - 1, 'one visit fewer', 30_000)
  })

  it('removes the patient from this workstation, asking again before anything at the service', async () => {
    const subject = new SubjectScreen(page)
    const photoFiles = async () =>
      (await readdir(w.dataDir, { recursive: true })).filter((name) => /(^|\/)photos\/./.test(name)).length
    await subject.removeLocalButton.waitFor()
    expect(await photoFiles()).toBeGreaterThan(0)

    await subject.removeLocalButton.click()
    await subject.removeLocalDialog(patient).waitFor()
    await subject.removeServicePhotos(patient).check()
    expect(await subject.removeLocalConfirm(patient).textContent()).toBe('Continue')
    await screenshot(page, '74-remove-from-workstation')
    await expectAccessible(page)
    await subject.removeLocalConfirm(patient).click()
    const atService = subject.removeServiceDialog(patient)
    await atService.waitFor()
    expect(await atService.textContent()).toContain(`delete every photo of ${patient} from its storage`)
    await screenshot(page, '75-remove-at-service-confirm')
    await expectAccessible(page)
    // Cancelled at the second question: nothing happened, here or at the service.
    await atService.getByRole('button', { name: uiText('common.cancel') }).click()
    await atService.waitFor({ state: 'detached' })
    expect(await subject.removeLocalButton.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await photoFiles()).toBeGreaterThan(0)

    await subject.removeLocalButton.click()
    await subject.removeLocalConfirm(patient).click()
    const subjects = new SubjectsScreen(page)
    await subjects.rows().first().waitFor({ timeout: 30_000 })
    expect(await photoFiles()).toBe(0)
    // The service keeps the patient: the dataset still lists them.
    expect(await subjects.rows(patient).count()).toBe(1)
  })
})
