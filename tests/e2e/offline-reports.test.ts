/**
 * A clinic's network fails with the patient in the chair. Against a service seeded with a year of visits: a
 * German PDF report is made from a visit, saved (the browser host's stand-in for the Save dialog writes under
 * the data folder's exports/), and is a real PDF with the German title. Then the service stops: the offline
 * banner shows, and datasets, the subject's history, a visit's results and the saved report in the built-in
 * viewer all open from the cache. A photo captured offline waits in the queue, and uploads exactly once when
 * the service (same database, same port) is back, with its results.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startService, type RunningService, type ServiceOptions } from '../../src-service/server'
import { frontPortrait } from '../fixtures/captureFaces'
import { screenshot } from '../support/chromium'
import { watchEventLoop } from '../support/loopWatch'
import { expectResponsive } from '../support/responsive'
import {
  startWorkstation,
  type Workstation,
  submitConnectForm,
  openSubjectByName,
} from '../support/workstation'
import { recordConsentOnSubject, startCapture } from './pages/startCapture'
import { viewSavedReport } from './pages/reportsScreen'

const run = promisify(execFile)
const subjectName = 'Li Na Chen'
const germanTitle = 'Hautanalysebericht'
const pdfRoute = '/service/pdf-generator/v3/images/:iid/pdf/'

let w: Workstation
let page: Page
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
  await submitConnectForm(page, { baseUrl: w.service.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
  await openSubjectByName(page, 'Main clinic', subjectName)
  await page.waitForSelector('[data-testid=history-chart]', { timeout: 60_000 })
}, 180_000)
afterAll(async () => {
  await restarted?.close()
  await w?.close()
  if (serviceDir) await rm(serviceDir, { recursive: true, force: true })
})

/** The open subject's id, asked of main's handlers (the page shows names only). */
async function subjectIdShown(): Promise<string> {
  const datasets = await w.app.app.handlers['datasets.list']({ page: 1, pageSize: 100 })
  const clinic = datasets.results.find((d) => d.name === 'Main clinic')
  if (!clinic) throw new Error('no Main clinic')
  const subjects = await w.app.app.handlers['subjects.list']({
    datasetId: clinic.id,
    page: 1,
    pageSize: 20,
    search: subjectName,
  })
  const subject = subjects.results[0]
  if (!subject) throw new Error(`no ${subjectName}`)
  return subject.id
}

async function pdfText(path: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', path, '-'])
  return stdout
}

describe('reports and offline', () => {
  it('refuses a malformed locale on the field, before anything is sent', async () => {
    await page.locator('[data-testid=visit-link]').first().click()
    await page.waitForSelector('[data-testid=results-view]')
    await page.waitForSelector('img[data-testid=results-photo]')
    // Online, a copy main kept a moment ago is the current answer: no "Saved copy" note.
    expect(await page.locator('[data-testid=from-cache]').count()).toBe(0)
    await page.click('[data-testid=report-create]')
    const before = w.service.admin.requestCount('POST', pdfRoute)
    for (const bad of ['en_US', 'e', 'english', 'x'.repeat(300)]) {
      await page.fill('[data-testid=report-locale]', bad)
      await page.click('[data-testid=report-generate]')
      await page.waitForSelector('[data-testid=report-locale-error]')
    }
    expect(w.service.admin.requestCount('POST', pdfRoute)).toBe(before)
  })

  it('makes a German report, saves it, and the file is a PDF with the German title', async () => {
    await page.fill('[data-testid=report-locale]', 'de')
    await page.click('[data-testid=report-generate]')
    await page.click('[data-testid=report-save]', { timeout: 60_000 })
    await page.fill('[data-testid=save-folder]', 'clinic')
    await page.click('[data-testid=save-confirm]')
    savedPath = ((await page.textContent('[data-testid=report-saved-path]')) ?? '').trim()
    expect(savedPath.startsWith(join(w.dataDir, 'exports', 'clinic'))).toBe(true)
    expect(savedPath).toMatch(/Li Na Chen-\d{4}-\d{2}-\d{2}-de\.pdf$/)
    const bytes = await readFile(savedPath)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(await pdfText(savedPath)).toContain(germanTitle)
  })

  it('says so, and keeps nothing, when the chosen folder cannot be written', async () => {
    // A regular file where the folder should be: mkdir fails whoever runs the test (root ignores permissions).
    await writeFile(join(w.dataDir, 'exports', 'blocked'), 'not a folder')
    await page.locator('[data-testid=report-save]').first().click()
    await page.fill('[data-testid=save-folder]', 'blocked')
    await page.click('[data-testid=save-confirm]')
    const error = await page.waitForSelector('[data-testid=save-error]')
    expect(await error.textContent()).toContain('blocked')
    await page.keyboard.press('Escape')
  })

  it('shows the report in the built-in viewer', async () => {
    await page.click('[data-testid=breadcrumb-subject]')
    await viewSavedReport(page, 'German')
    expect(await page.textContent('[data-testid=report-viewer]')).toContain(germanTitle)
    await screenshot(page, '40-report-viewer-de')
  })

  it('keeps the subject available offline, with progress', async () => {
    await page.click('[data-testid=breadcrumb-subject]')
    // Consent is recorded while online: offline, the capture below passes the gate on the kept record.
    await recordConsentOnSubject(page)
    await page.click('[data-testid=keep-offline]')
    await page.waitForSelector('[data-testid=keep-offline-status]', { timeout: 60_000 })
    expect(await page.textContent('[data-testid=keep-offline-status]')).toContain('Available offline')
    const kept = await w.app.app.handlers['offline.status']({ subjectId: await subjectIdShown() })
    expect(kept?.photos).toBe(kept?.visits)
    expect(kept?.reportId).not.toBeNull()
  })

  it('goes offline when the service stops, and everything seen before still opens', async () => {
    await w.service.close()
    // The viewer reads this workstation's copy only; the next screen that asks the service finds it gone.
    await page.click('[data-testid=breadcrumb-datasets]')
    await page.waitForSelector('[data-testid=offline]', { timeout: 30_000 })
    expect(await page.textContent('[data-testid=offline]')).toContain('showing data saved on')
    // The header no longer says "Connected" while the service cannot be reached.
    const header = (await page.textContent('[data-testid=connection-status]')) ?? ''
    expect(header).toContain('Cannot reach 127.0.0.1')
    expect(header).not.toContain('Connected')
    await page.waitForSelector('[data-testid=dataset-row]')

    await openSubjectByName(page, 'Main clinic', subjectName)
    await page.waitForSelector('[data-testid=history-chart]', { timeout: 30_000 })
    expect(await page.locator('[data-testid=visit-link]').count()).toBeGreaterThan(0)
    expect(await page.isVisible('[data-testid=from-cache]')).toBe(true)
    await screenshot(page, '41-offline-history')

    await page.locator('[data-testid=visit-link]').first().click()
    await page.waitForSelector('[data-testid=results-view] [data-testid^=metric-]')
    await page.waitForSelector('img[data-testid=results-photo]')

    await page.click('[data-testid=breadcrumb-subject]')
    await viewSavedReport(page, 'German')
    expect(await page.textContent('[data-testid=report-viewer]')).toContain(germanTitle)
  })

  it('queues a photo taken offline and uploads it once when the service is back', async () => {
    const loop = watchEventLoop()
    await page.click('[data-testid=breadcrumb-subject]')
    await page.waitForSelector('[data-testid=history-chart]', { timeout: 30_000 })
    const visitsBefore = await page.locator('[data-testid=visit-link]').count()
    await startCapture(page)
    await page.click('[data-testid=capture-mode-front]')
    await page.setInputFiles('[data-testid=file-input]', [
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await frontPortrait() },
    ])
    await page.waitForSelector('[data-testid=send-capture]:not([disabled])', { timeout: 30_000 })
    await page.click('[data-testid=send-capture]')
    await page.click('[data-testid=nav-queue]')
    await page.waitForSelector('[data-testid=queue-item][data-state=waiting_offline]', { timeout: 30_000 })

    restarted = await startService({
      ...serviceOptions(join(serviceDir, 'service.sqlite')),
      port: w.service.port,
    })
    await page.waitForSelector('[data-testid=offline]', { state: 'detached', timeout: 30_000 })
    await page.waitForSelector('[data-testid=queue-item][data-state=done]', { timeout: 60_000 })
    expect(restarted.admin.uploadCount()).toBe(1)
    await page.click('[data-testid=queue-open-subject]')
    await page.waitForFunction(
      (before) => document.querySelectorAll('[data-testid=visit-link]').length === before + 1,
      visitsBefore,
      { timeout: 30_000 },
    )
    expectResponsive(loop.stop())
  })

  it('clears the cache from Settings, and keeps saved reports', async () => {
    await page.click('[data-testid=settings-open]')
    await page.waitForSelector('[data-testid=cache-size]')
    // The figures arrive after the screen: read them once they are there, not their '…' placeholder.
    await page.waitForFunction(() => {
      const text = document.querySelector('[data-testid=cache-reports]')?.textContent?.trim()
      return text !== undefined && text !== '' && text !== '…'
    })
    const reportsBefore = await page.textContent('[data-testid=cache-reports]')
    expect(Number(await page.textContent('[data-testid=cache-photos]'))).toBeGreaterThan(0)
    await page.click('[data-testid=cache-clear]')
    await page.click('[data-testid=cache-clear-confirm]')
    await page.waitForSelector('[data-testid=cache-clear-dialog]', { state: 'detached' })
    await page.waitForFunction(
      () => document.querySelector('[data-testid=cache-photos]')?.textContent?.trim() === '0',
    )
    expect(await page.textContent('[data-testid=cache-reports]')).toBe(reportsBefore)
    await screenshot(page, '42-settings-cleared')
  })

  it('removes a saved report after asking', async () => {
    await page.click('[data-testid=settings-back]')
    await page.waitForSelector('[data-testid=subject-title]')
    await page.click('[data-testid=reports-open]')
    const rows = page.locator('[data-testid=report-row]')
    await rows.first().waitFor()
    const before = await rows.count()
    await page
      .locator('[data-testid=report-row]', { hasText: 'English' })
      .locator('[data-testid=report-remove]')
      .click()
    await page.click('[data-testid=report-remove-confirm]')
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=report-row]').length === n - 1,
      before,
    )
    expect(await page.locator('[data-testid=report-row]', { hasText: 'German' }).count()).toBe(1)
  })

  it('shows nothing of this clinic after switching to another account', async () => {
    if (!restarted) throw new Error('the service was not restarted')
    const other = restarted.admin.createCompany('Other Clinic')
    const { token } = restarted.admin.createKey(other.id, { name: 'other' })
    await page.click('[data-testid=disconnect]')
    await page.click('[data-testid=disconnect-confirm]')
    await submitConnectForm(page, { baseUrl: restarted.baseUrl, companyId: other.id, apiKey: token })
    await page.waitForSelector('[data-testid=list-empty], [data-testid=dataset-row]')
    expect(await page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).count()).toBe(0)
    expect(await w.app.app.handlers['queue.list']({})).toEqual([])
  })
})
