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
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { watchEventLoop } from '../support/loopWatch'
import { expectResponsive } from '../support/responsive'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen } from './pages/captureScreen'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { QueueScreen } from './pages/queueScreen'
import { startCapture } from './pages/startCapture'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import { waitUntil } from './pages/waitForCount'
import { frontPortrait } from '../support/photos'

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
  const capture = new CaptureScreen(page)
  await startCapture(page)
  await capture.chooseMode('front')
  await capture.mode('front', { checked: true }).waitFor()
  await capture.fileInput.setInputFiles([{ name, mimeType: 'image/jpeg', buffer: photo }])
  await capture.sendButton.and(page.locator(':not([disabled])')).waitFor({ timeout: 30_000 })
}

/** The queue item's state reads `text` (exactly) within 30 s: a retrying capture leaves it now and then. */
async function waitForQueueState(page: Page, text: string) {
  const queue = new QueueScreen(page)
  await waitUntil(
    async () =>
      (await queue
        .stateBadge(queue.rows().first())
        .textContent({ timeout: 1_000 })
        .catch(() => null)) === text,
    `the queue state reads ${text}`,
    30_000,
  )
}

async function send(page: Page) {
  const capture = new CaptureScreen(page)
  await capture.sendButton.click()
  await capture.sentPanel.waitFor({ timeout: 30_000 })
}

describe('the upload queue against a failing service, in the browser', () => {
  it('connects and creates a subject', async () => {
    const { page } = w
    await submitConnectForm(page, w.credentials)
    await new DatasetsScreen(page).rows('Main clinic').click()
    await new SubjectsScreen(page).newSubjectButton.click()
    const form = new SubjectForm(page, 'create')
    await form.fill({ name: 'Flaky Network' })
    await form.submit()
    await new SubjectScreen(page).heading().filter({ hasText: 'Flaky Network' }).waitFor()
  })

  it('says why a capture waits, counts down to the next try, and sends it from 0 again', async () => {
    const { page } = w
    await dropFrontPhoto(page, 'busy.jpg')
    // Every request answers 503 for now: the capture backs off 1 s, 2 s, 4 s …
    w.service.admin.setFaults({ rate: 1, seed: 1, kinds: ['503'] })
    await send(page)
    const queue = new QueueScreen(page)
    const shell = new AppShell(page)
    await new CaptureScreen(page).openQueue()
    const notice = queue.retryNotice('busy')
    await notice.waitFor({ timeout: 30_000 })
    expect(await notice.textContent()).toMatch(/^The service (is|was) busy, retrying (in \d+ s\.|now…)$/)
    // The capture goes back and forth between waiting and sending while every answer is 503: wait for a wait.
    await waitForQueueState(page, 'Waiting to retry')
    expect(await queue.progress(queue.rows().first(), 'front').getAttribute('aria-valuenow')).toBe('0')
    await screenshot(page, '50-queue-retry')
    await expectAccessible(page)
    await shell.switchLanguage('de')
    expect(await notice.textContent()).toMatch(
      /^Der Dienst (ist|war) ausgelastet, neuer Versuch (in \d+ s\.|läuft …)$/,
    )
    await waitForQueueState(page, 'Wartet auf neuen Versuch')
    await screenshot(page, '50-queue-retry-de')
    await expectAccessible(page)
    await shell.switchLanguage('en')
    w.service.admin.setFaults(null)
    await queue.rows('done').first().waitFor({ timeout: 60_000 })
    expect(await queue.retryNotice().isVisible()).toBe(false)
    expect(w.service.admin.uploadCount()).toBe(1)
    await queue.openSubjectButton().first().click()
    await new SubjectScreen(page).heading().filter({ hasText: 'Flaky Network' }).waitFor()
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
      const queue = new QueueScreen(page)
      await new CaptureScreen(page).openQueue()
      await waitUntil(
        async () => (await queue.rows('done').count()) === 9 || (await queue.rows('failed').count()) > 0,
        'all 9 done, or one failed',
        240_000,
        500,
      )
      w.service.admin.setFaults(null)
      const hostFigures = await host.stop()
      expectResponsive(watch.stop())
      await screenshot(page, '51-queue-after-faults')
      await expectAccessible(page)

      const states = await queue
        .rows()
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')))
      expect(states).toEqual(Array(9).fill('done'))
      expect(w.service.admin.uploadCount()).toBe(9)
      const report = await w.service.admin.checkConsistency()
      expect(report).toMatchObject({ duplicateSides: 0, resultsWithoutImage: 0 })
      expect(hostFigures.failures).toBe(0)
      expect(hostFigures.answers).toBeGreaterThan(10)
    },
  )
})
