/**
 * Send → results on screen: one front photo from a file, sent from the capture screen in Chromium through the
 * browser host to the local service (processing delay 0, so the service's own analysis time only), until the
 * open "sent" panel says the results are ready. Timed in the page from the click on Send (its event
 * timeStamp) to the first frame that shows "Results ready": target ≤ 2.0 s median.
 */
import type { Page } from 'playwright-core'
import { startBrowserBench } from './browserBench'
import { RESULTS_READY, timeClickUntil } from './pageTiming'
import { report } from './stats'
import { startCapture } from '../e2e/pages/startCapture'
import { frontPortrait } from '../support/photos'

export const title = 'Send → results on screen: one front photo against the local service'

const RUNS = 7

async function sendOnce(page: Page, photo: Buffer): Promise<number> {
  await startCapture(page)
  await page.click('[data-testid=capture-mode-front]')
  await page.setInputFiles('[data-testid=file-input]', [
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
  ])
  await page.waitForSelector('[data-testid=send-capture]:not([disabled])')
  const ms = await timeClickUntil(page, RESULTS_READY, () => page.click('[data-testid=send-capture]'))
  await page.click('[data-testid=sent-open-subject]')
  await page.waitForSelector('[data-testid=subject-title]')
  return ms
}

export async function run(): Promise<void> {
  const bench = await startBrowserBench({ service: { processingDelayMs: 0 } })
  const { page } = bench
  try {
    await page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).click()
    await page.locator('[data-testid=subject-row]').first().click()
    await page.waitForSelector('[data-testid=subject-title]')
    const photo = await frontPortrait()
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) times.push(await sendOnce(page, photo))
    report('send → "Results ready" on the open screen (in the page)', times)
  } finally {
    await bench.close()
  }
}
