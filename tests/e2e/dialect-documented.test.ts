/**
 * A dataset without Face Skin Metrics on the documented service (issue 12, part 4): the capture screen says so
 * before the first capture; a capture sent anyway fails at once with words, not after a timeout; after the
 * operator confirms, the application is attached, and a retry of the failed capture is analysed.
 * Runs in e2e-documented only: the spec dialect does not list attached applications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frontPortrait } from '../fixtures/captureFaces'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'
import { startCapture } from './pages/startCapture'

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
    await submitConnectForm(page, { baseUrl: w.service.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
    await page.locator('[data-testid=dataset-row]', { hasText: 'Walk-in' }).click()
    await page.locator('[data-testid=subject-row]').first().click()
    // The subject records named the company: the header shows its name, not its id.
    await page.locator('[data-testid=company-name]', { hasText: 'Demo Clinic' }).waitFor()
    expect(await page.locator('[data-testid=connection-status]').textContent()).not.toContain(w.companyId)
    await startCapture(page)
    const notice = await page.waitForSelector('[data-testid=analysis-not-attached]')
    expect(await notice.textContent()).toContain('is not attached to “Walk-in”')
    await expectAccessible(page)
    await screenshot(page, '70-analysis-not-attached')

    await page.click('[data-testid=capture-mode-front]')
    await page.setInputFiles('[data-testid=file-input]', [
      { name: 'face.jpg', mimeType: 'image/jpeg', buffer: photo },
    ])
    await page.click('[data-testid=send-capture]:not([disabled])')
    await page.waitForSelector('[data-testid=capture-sent]')
    await page.click('[data-testid=sent-open-queue]')
    const failed = await page.waitForSelector('[data-testid=queue-item][data-state=failed]', {
      timeout: 30_000,
    })
    expect(await failed.textContent()).toContain('not attached to this dataset')
    expect(w.service.admin.uploadCount()).toBe(0)
  })

  it('attaches Face Skin Metrics after the operator confirms, and the retried capture is analysed', async () => {
    const { page } = w
    await page.click('[data-testid=queue-back]')
    await page.waitForSelector('[data-testid=analysis-not-attached]')
    await page.click('[data-testid=analysis-attach]')
    await page.waitForSelector('[data-testid=analysis-attach-dialog]')
    await expectAccessible(page)
    await page.click('[data-testid=analysis-attach-confirm]')
    const attached = await page.waitForSelector('[data-testid=analysis-attached]')
    expect(await attached.textContent()).toContain('new photos will be analysed')
    await screenshot(page, '71-analysis-attached')

    await page.click('[data-testid=nav-queue]')
    await page.click('[data-testid=queue-item][data-state=failed] [data-testid=queue-retry]')
    await page.waitForSelector('[data-testid=queue-item][data-state=done]', { timeout: 60_000 })
  })
})
