/**
 * Issue 10's scenario in the browser, with the queue's shipped pace: the service fails a share of its requests
 * (500, 502, 503, 429, stalls, dropped connections; fault seed 20261122 as in the report, no demo history).
 * A new subject gets 8 front photos, dropped and sent one after another. All 8 finish, each stored once; the
 * browser host's own web server answers a plain GET all along, and main's event loop never stalls. A capture
 * in a backoff says why it waits and when it is tried again, and its byte count starts again at 0.
 */
import { pollHost } from '../support/pollHost'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frontPortrait } from '../fixtures/captureFaces'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { watchEventLoop } from '../support/loopWatch'
import { expectResponsive } from '../support/responsive'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'
import { startCapture } from './pages/startCapture'

let w: Workstation
let photo: Buffer

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory' })
  photo = await frontPortrait()
})
afterAll(async () => {
  await w?.close()
})

/** From the subject's page (or the "sent" panel): a new front capture from a dropped file, ready to send. */
async function dropFrontPhoto(page: Page, name: string) {
  await startCapture(page)
  await page.click('[data-testid=capture-mode-front]')
  await page.waitForSelector('[data-testid=capture-mode-front][aria-checked=true]')
  await page.setInputFiles('[data-testid=file-input]', [{ name, mimeType: 'image/jpeg', buffer: photo }])
  await page.waitForSelector('[data-testid=send-capture]:not([disabled])', { timeout: 30_000 })
}

/** The queue item's state reads `text` (exactly) within 30 s: a retrying capture leaves it now and then. */
async function waitForQueueState(page: Page, text: string) {
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid=queue-state]')?.textContent === want,
    text,
    { timeout: 30_000 },
  )
}

async function send(page: Page) {
  await page.click('[data-testid=send-capture]')
  await page.waitForSelector('[data-testid=capture-sent]', { timeout: 30_000 })
}

describe('the upload queue against a failing service, in the browser', () => {
  it('connects and creates a subject', async () => {
    const { page } = w
    await submitConnectForm(page, { baseUrl: w.service.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
    await page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).click()
    await page.click('[data-testid=new-subject]')
    await page.fill('[data-testid=subject-name-input]', 'Flaky Network')
    await page.click('[data-testid=subject-create-submit]')
    await page.waitForSelector('[data-testid=subject-title]:has-text("Flaky Network")')
  })

  it('says why a capture waits, counts down to the next try, and sends it from 0 again', async () => {
    const { page } = w
    await dropFrontPhoto(page, 'busy.jpg')
    // Every request answers 503 for now: the capture backs off 1 s, 2 s, 4 s …
    w.service.admin.setFaults({ rate: 1, seed: 1, kinds: ['503'] })
    await send(page)
    await page.click('[data-testid=sent-open-queue]')
    const notice = page.locator('[data-testid=queue-retry-notice][data-reason=busy]')
    await notice.waitFor({ timeout: 30_000 })
    expect(await notice.textContent()).toMatch(/^The service (is|was) busy, retrying (in \d+ s\.|now…)$/)
    // The capture goes back and forth between waiting and sending while every answer is 503: wait for a wait.
    await waitForQueueState(page, 'Waiting to retry')
    expect(await page.getAttribute('[data-testid=progress-front]', 'aria-valuenow')).toBe('0')
    await screenshot(page, '50-queue-retry')
    await expectAccessible(page)
    await page.selectOption('[data-testid=language]', 'de')
    expect(await notice.textContent()).toMatch(
      /^Der Dienst (ist|war) ausgelastet, neuer Versuch (in \d+ s\.|läuft …)$/,
    )
    await waitForQueueState(page, 'Wartet auf neuen Versuch')
    await screenshot(page, '50-queue-retry-de')
    await expectAccessible(page)
    await page.selectOption('[data-testid=language]', 'en')
    w.service.admin.setFaults(null)
    await page.waitForSelector('[data-testid=queue-item][data-state=done]', { timeout: 60_000 })
    expect(await page.isVisible('[data-testid=queue-retry-notice]')).toBe(false)
    expect(w.service.admin.uploadCount()).toBe(1)
    await page.click('[data-testid=queue-open-subject]')
    await page.waitForSelector('[data-testid=subject-title]:has-text("Flaky Network")')
  })

  it(
    'finishes 8 captures sent one after another at 20% faults, each once, with the host answering throughout',
    { timeout: 300_000 },
    async () => {
      const { page } = w
      const watch = watchEventLoop()
      const host = pollHost(w.app.host.url.split('#')[0] ?? w.app.host.url)
      w.service.admin.setFaults({ rate: 0.2, seed: 20261122 })
      for (let i = 1; i <= 8; i++) {
        await dropFrontPhoto(page, `face-${i}.jpg`)
        await send(page)
      }
      await page.click('[data-testid=sent-open-queue]')
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[data-testid=queue-item][data-state=done]').length === 9 ||
          document.querySelectorAll('[data-testid=queue-item][data-state=failed]').length > 0,
        undefined,
        { timeout: 240_000, polling: 500 },
      )
      w.service.admin.setFaults(null)
      const hostFigures = await host.stop()
      expectResponsive(watch.stop())
      await screenshot(page, '51-queue-after-faults')
      await expectAccessible(page)

      const states = await page.$$eval('[data-testid=queue-item]', (items) =>
        items.map((item) => item.getAttribute('data-state')),
      )
      expect(states).toEqual(Array(9).fill('done'))
      expect(w.service.admin.uploadCount()).toBe(9)
      const report = await w.service.admin.checkConsistency()
      expect(report).toMatchObject({ duplicateSides: 0, resultsWithoutImage: 0 })
      expect(hostFigures.failures).toBe(0)
      expect(hostFigures.answers).toBeGreaterThan(10)
    },
  )
})
