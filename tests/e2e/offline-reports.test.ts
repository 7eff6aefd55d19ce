/**
 * A clinic's network fails with the patient in the chair. Against a service seeded with a year of visits: a
 * German PDF report is made from a visit, saved (the browser host's stand-in for the Save dialog writes under
 * the data folder's exports/), and is a real PDF with the German title. Then the service stops: the offline
 * banner shows, and datasets, the subject's history, a visit's results and the saved report in the built-in
 * viewer all open from the cache. A photo captured offline waits in the queue, and uploads exactly once when
 * the service (same database, same port) is back, with its results.
 */
import { placeOf, recordConsentThroughMain } from './pages/sendThroughMain'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startService, type RunningService, type ServiceOptions } from '../../src-service/server'
import { screenshot } from '../support/chromium'
import { watchEventLoop } from '../support/loopWatch'
import { expectResponsive } from '../support/responsive'
import {
  startWorkstation,
  type Workstation,
  submitConnectForm,
  openSubjectByName,
} from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen } from './pages/captureScreen'
import { ConnectScreen } from './pages/connectScreen'
import { DatasetsScreen } from './pages/datasetsScreen'
import { QueueScreen } from './pages/queueScreen'
import { ReportsScreen, ReportViewer, viewSavedReport } from './pages/reportsScreen'
import { SettingsScreen } from './pages/settingsScreen'
import { recordConsentOnSubject, startCapture } from './pages/startCapture'
import { SubjectScreen } from './pages/subjectScreen'
import { SaveDialog, VisitScreen } from './pages/visitScreen'
import { waitForCount } from './pages/waitForCount'
import { frontPortrait } from '../support/photos'

const run = promisify(execFile)
const subjectName = 'Li Na Chen'
const germanTitle = 'Hautanalysebericht'
const pdfRoute = '/service/pdf-generator/v3/images/:iid/pdf/'

let w: Workstation
let page: Page
let shell: AppShell
let subject: SubjectScreen
let visit: VisitScreen
let saveDialog: SaveDialog
let serviceDir: string
let restarted: RunningService | null = null
let savedPath = ''

const serviceOptions = (dbPath: string): ServiceOptions => ({
  dbPath,
  seedDemo: true,
  rateLimit: false,
  processingDelayMs: 0,
})

beforeAll(async () => {
  serviceDir = await mkdtemp(join(tmpdir(), 'skin-offline-service-'))
  w = await startWorkstation({
    keychain: 'memory',
    service: { ...serviceOptions(join(serviceDir, 'service.sqlite')), seedHistory: true },
  })
  page = w.page
  shell = new AppShell(page)
  subject = new SubjectScreen(page)
  visit = new VisitScreen(page)
  saveDialog = new SaveDialog(page)
  await submitConnectForm(page, w.credentials)
  await openSubjectByName(page, 'Main clinic', subjectName)
  await subject.waitForCharts(60_000)
  // the patient's consent covers reports (main refuses a report without it while the clinic requires consent)
  await recordConsentThroughMain(w, { datasetName: 'Main clinic', subjectName })
}, 180_000)
afterAll(async () => {
  await restarted?.close()
  await w?.close()
  if (serviceDir) await rm(serviceDir, { recursive: true, force: true })
})

async function pdfText(path: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', path, '-'])
  return stdout
}

describe('reports and offline', () => {
  it('refuses a malformed locale on the field, before anything is sent', async () => {
    await subject.visits.first().click()
    await visit.waitForResults()
    // Online, a copy main kept a moment ago is the current answer: no "Saved copy" note.
    expect(await subject.fromCache.count()).toBe(0)
    await visit.createReportButton.click()
    const before = w.service.admin.requestCount('POST', pdfRoute)
    for (const bad of ['en_US', 'e', 'english', 'x'.repeat(300)]) {
      await visit.generate(bad)
      await visit.reportLocaleError.waitFor()
    }
    expect(w.service.admin.requestCount('POST', pdfRoute)).toBe(before)
  })

  it('makes a German report, saves it, and the file is a PDF with the German title', async () => {
    await visit.generate('de')
    await visit.saveReportButtons.first().click({ timeout: 60_000 })
    await saveDialog.save('clinic')
    savedPath = ((await new ReportsScreen(page).savedPath().first().textContent()) ?? '').trim()
    expect(savedPath.startsWith(join(w.dataDir, 'exports', 'clinic'))).toBe(true)
    expect(savedPath).toMatch(/Li Na Chen-\d{4}-\d{2}-\d{2}-de\.pdf$/)
    const bytes = await readFile(savedPath)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(await pdfText(savedPath)).toContain(germanTitle)
  })

  it('says so, and keeps nothing, when the chosen folder cannot be written', async () => {
    // A regular file where the folder should be: mkdir fails whoever runs the test (root ignores permissions).
    await writeFile(join(w.dataDir, 'exports', 'blocked'), 'not a folder')
    await visit.saveReportButtons.first().click()
    await saveDialog.save('blocked')
    await saveDialog.error.waitFor()
    expect(await saveDialog.error.textContent()).toContain('blocked')
    await page.keyboard.press('Escape')
  })

  it('shows the report in the built-in viewer', async () => {
    await shell.toSubject.click()
    await viewSavedReport(page, 'German')
    expect(await new ReportViewer(page).region.textContent()).toContain(germanTitle)
    await screenshot(page, '40-report-viewer-de')
  })

  it('keeps the subject available offline, with progress', async () => {
    await shell.toSubject.click()
    // Consent is recorded while online: offline, the capture below passes the gate on the kept record.
    await recordConsentOnSubject(page)
    await subject.keepOffline()
    expect(await subject.keptStatus.textContent()).toContain('Available offline')
    const kept = await w.app.app.handlers['offline.status']({
      subjectId: (await placeOf(w, { datasetName: 'Main clinic', subjectName })).subjectId,
    })
    expect(kept?.photos).toBe(kept?.visits)
    expect(kept?.reportId).not.toBeNull()
  })

  it('goes offline when the service stops, and everything seen before still opens', async () => {
    await w.service.close()
    // The viewer reads this workstation's copy only; the next screen that asks the service finds it gone.
    await shell.toDatasets.click()
    await shell.offlineBanner.waitFor({ timeout: 30_000 })
    expect(await shell.offlineBanner.textContent()).toContain('showing data saved on')
    // The header no longer says "Connected" while the service cannot be reached.
    const header = (await shell.connectionStatus.textContent()) ?? ''
    expect(header).toContain('Cannot reach 127.0.0.1')
    expect(header).not.toContain('Connected')
    await new DatasetsScreen(page).rows().first().waitFor()

    await openSubjectByName(page, 'Main clinic', subjectName)
    await subject.waitForCharts(30_000)
    expect(await subject.visitCount()).toBeGreaterThan(0)
    await subject.fromCache.waitFor({ timeout: 15_000 })
    await screenshot(page, '41-offline-history')

    await subject.visits.first().click()
    await visit.metrics.first().waitFor()
    await visit.photo.waitFor()

    await shell.toSubject.click()
    await viewSavedReport(page, 'German')
    expect(await new ReportViewer(page).region.textContent()).toContain(germanTitle)
  })

  it('queues a photo taken offline and uploads it once when the service is back', async () => {
    const loop = watchEventLoop()
    await shell.toSubject.click()
    await subject.waitForCharts(30_000)
    const visitsBefore = await subject.visitCount()
    await startCapture(page)
    const capture = new CaptureScreen(page)
    await capture.chooseMode('front')
    await capture.fileInput.setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await frontPortrait() },
    ])
    await capture.sendButton.and(page.locator(':not([disabled])')).waitFor({ timeout: 30_000 })
    await capture.sendButton.click()
    await shell.openQueue()
    const queue = new QueueScreen(page)
    await queue.rows('waiting_offline').first().waitFor({ timeout: 30_000 })

    restarted = await startService({
      ...serviceOptions(join(serviceDir, 'service.sqlite')),
      port: w.service.port,
    })
    await shell.offlineBanner.waitFor({ state: 'detached', timeout: 30_000 })
    await queue.rows('done').first().waitFor({ timeout: 60_000 })
    expect(restarted.admin.uploadCount()).toBe(1)
    await queue.openSubjectButton().first().click()
    await waitForCount(subject.visits, visitsBefore + 1, 30_000)
    expectResponsive(loop.stop())
  })

  it('clears the cache from Settings, and keeps saved reports', async () => {
    const settings = new SettingsScreen(page)
    await shell.openSettings()
    await settings.cacheFigure('size').waitFor()
    // The figures arrive after the screen: read them once they are there, not their '…' placeholder.
    const cacheReports = settings.cacheFigure('reports')
    const cachePhotos = settings.cacheFigure('photos')
    await cacheReports.filter({ hasNotText: /^\s*…?\s*$/ }).waitFor()
    const reportsBefore = await cacheReports.textContent()
    expect(Number(await cachePhotos.textContent())).toBeGreaterThan(0)
    await settings.clearCache()
    await cachePhotos.filter({ hasText: /^\s*0\s*$/ }).waitFor()
    expect(await cacheReports.textContent()).toBe(reportsBefore)
    await screenshot(page, '42-settings-cleared')
  })

  it('removes a saved report after asking', async () => {
    await new SettingsScreen(page).backButton.click()
    await subject.waitForScreen()
    await subject.reportsButton.click()
    const reports = new ReportsScreen(page)
    const rows = reports.rows()
    await rows.first().waitFor()
    const before = await rows.count()
    await reports.remove(reports.rows('English'))
    await waitForCount(rows, before - 1)
    expect(await reports.rows('German').count()).toBe(1)
  })

  it('shows nothing of this clinic after switching to another account', async () => {
    if (!restarted) throw new Error('the service was not restarted')
    const other = restarted.admin.createCompany('Other Clinic')
    const { token } = restarted.admin.createKey(other.id, { name: 'other' })
    await shell.disconnect()
    await new ConnectScreen(page).withKey({ baseUrl: restarted.baseUrl, companyId: other.id, apiKey: token })
    expect(await new DatasetsScreen(page).rows('Main clinic').count()).toBe(0)
    expect(await w.app.app.handlers['queue.list']({})).toEqual([])
  })
})
