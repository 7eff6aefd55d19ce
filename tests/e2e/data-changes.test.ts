/**
 * Open screens follow main's `data.changed`, with no navigation: a capture that finishes while its subject's
 * screen is open adds its point to the charts and its row to the visits; clearing the cache (from a second
 * window) refreshes the open subject; after switching to another account no screen shows anything of the first.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshot } from '../support/chromium'
import type { Workstation } from '../support/workstation'
import { CaptureScreen, jpegFile } from './pages/captureScreen'
import { ConnectScreen } from './pages/connectScreen'
import { startConnectedWorkstation } from '../support/workstation'
import { SettingsScreen } from './pages/settingsScreen'
import { AppShell } from './pages/appShell'
import { QueueScreen, queueRows } from './pages/queueScreen'
import { SubjectScreen } from './pages/subjectScreen'
import { waitForCount, waitUntil } from './pages/waitForCount'
import { frontPortrait } from '../support/photos'

const subjectName = 'Li Na Chen'
const metric = 'redness_score'

let w: Workstation
let page: Page
let subject: SubjectScreen

beforeAll(async () => {
  // The analysis waits 6 s, so the operator is back on the subject's screen before the results are in.
  w = await startConnectedWorkstation({
    keychain: 'memory',
    service: { seedHistory: true, processingDelayMs: 6_000 },
  })
  page = w.page
  subject = new SubjectScreen(page)
  await subject.open('Main clinic', subjectName)
  await subject.waitForCharts()
}, 180_000)
afterAll(async () => {
  await w?.close()
})

describe('open screens follow what changed in main', () => {
  it('adds a point to each chart and a row to the visits when a capture finishes while the subject is open', async () => {
    const pointsBefore = await subject.chartPoints(metric)
    const visitsBefore = await subject.visitCount()
    expect(pointsBefore).toBeGreaterThan(0)

    await subject.newCapture('front')
    const capture = new CaptureScreen(page)
    await capture.dropPhotos([jpegFile('front.jpg', await frontPortrait())])
    await capture.send()
    await capture.backToSubject()
    await subject.waitForCharts()
    // Back on the subject before the analysis is done: the capture is still on its way, the chart as it was.
    expect(await subject.captureStates()).not.toContain('done')
    expect(await subject.chartPoints(metric)).toBe(pointsBefore)

    await queueRows(subject.captures, 'done').first().waitFor({ timeout: 60_000 })
    await subject.waitForChartPoints(metric, (pointsBefore ?? 0) + 1, 15_000)
    await waitForCount(subject.visits, visitsBefore + 1, 15_000)
    await screenshot(page, '36-history-after-capture')
  })

  it('refreshes the open subject when the cache is cleared in another window', async () => {
    await subject.keepOffline()
    expect(await subject.keptStatusShown()).toBe(true)

    const other = await w.browser.newPage({ viewport: { width: 1280, height: 860 } })
    try {
      await other.goto(w.app.host.url)
      const settings = new SettingsScreen(other)
      await settings.open()
      await settings.clearCache()
    } finally {
      await other.close()
    }
    // Cleared: the subject is no longer kept offline, and this window says so without being touched.
    await subject.keptStatus.waitFor({ state: 'detached', timeout: 10_000 })
    await subject.waitForCharts()
  })

  it('shows nothing of the first account on any screen after switching to another', async () => {
    const other = w.service.admin.createCompany('Other Clinic')
    const { token } = w.service.admin.createKey(other.id, { name: 'other' })
    const connect = new ConnectScreen(page)
    await connect.disconnect()
    // From here on, every text the page shows is recorded, however briefly it was there.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { seenTexts: string[] }).seenTexts = seen
      new MutationObserver(() => seen.push(document.body.innerText)).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      })
    })
    await connect.withKey({ baseUrl: w.service.baseUrl, companyId: other.id, apiKey: token })
    await new AppShell(page).openQueue()
    await new QueueScreen(page).empty.waitFor()
    const settings = new SettingsScreen(page)
    await settings.open()
    await waitUntil(
      async () =>
        (await settings
          .cacheFigure('queued')
          .textContent({ timeout: 1_000 })
          .catch(() => null)) === '0',
      'no queued captures',
    )
    const seen = await page.evaluate(() =>
      (window as unknown as { seenTexts: string[] }).seenTexts.join('\n'),
    )
    expect(seen).toContain('Settings')
    expect(seen).not.toContain('Main clinic')
    expect(seen).not.toContain(subjectName)
  })
})
