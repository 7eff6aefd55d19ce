/**
 * A dataset without Face Skin Metrics on the documented service (issue 12, part 4): the capture screen says so
 * before the first capture; a capture sent anyway fails at once with words, not after a timeout; after the
 * operator confirms, the application is attached, and a retry of the failed capture is analysed.
 * Runs in e2e-documented only: the spec dialect does not list attached applications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen } from './pages/captureScreen'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { QueueScreen } from './pages/queueScreen'
import { startCapture } from './pages/startCapture'
import { uiText } from './pages/uiText'
import { frontPortrait } from '../support/photos'

let w: Workstation
let photo: Buffer

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory', service: { processingDelayMs: 0 } })
  photo = await frontPortrait()
})
afterAll(async () => {
  await w?.close()
})

describe('a dataset its photos would not be analysed in', () => {
  it('says so on the capture screen, and a capture sent anyway fails with that reason', async () => {
    const { page } = w
    await submitConnectForm(page, w.credentials)
    const shell = new AppShell(page)
    const capture = new CaptureScreen(page)
    await new DatasetsScreen(page).rows('Walk-in').click()
    await new SubjectsScreen(page).rows().first().click()
    // The subject records named the company: the header shows its name, not its id.
    await shell.companyName.filter({ hasText: 'Demo Clinic' }).waitFor()
    expect(await shell.connectionStatus.textContent()).not.toContain(w.companyId)
    await startCapture(page)
    const notice = capture.analysisNotAttached
    await notice.waitFor()
    expect(await notice.textContent()).toContain('is not attached to “Walk-in”')
    await expectAccessible(page)
    await screenshot(page, '70-analysis-not-attached')

    await capture.chooseMode('front')
    await capture.fileInput.setInputFiles([{ name: 'face.jpg', mimeType: 'image/jpeg', buffer: photo }])
    await capture.sendButton.and(page.locator(':not([disabled])')).click()
    await capture.sentPanel.waitFor()
    await capture.openQueue()
    const failed = new QueueScreen(page).rows('failed').first()
    await failed.waitFor({ timeout: 30_000 })
    expect(await failed.textContent()).toContain('not attached to this dataset')
    expect(w.service.admin.uploadCount()).toBe(0)
  })

  it('attaches Face Skin Metrics after the operator confirms, and the retried capture is analysed', async () => {
    const { page } = w
    const capture = new CaptureScreen(page)
    const queue = new QueueScreen(page)
    await queue.backButton.click()
    await capture.analysisNotAttached.waitFor()
    await capture.attachButton.click()
    await capture.attachDialog.waitFor()
    await expectAccessible(page)
    await capture.attachDialog.getByRole('button', { name: uiText('capture.analysis.attach') }).click()
    const attached = capture.analysisAttached
    await attached.waitFor()
    expect(await attached.textContent()).toContain('new photos will be analysed')
    await screenshot(page, '71-analysis-attached')

    await new AppShell(page).openQueue()
    await queue.retryButton(queue.rows('failed').first()).click()
    await queue.rows('done').first().waitFor({ timeout: 60_000 })
  })
})
