/**
 * Face Skin Analysis 3.0 in Chromium against the local service in its documented dialect (processing delay 0):
 *
 * - Show where on a 12 MP photo: a triplet whose front photo is 4000 × 3000 px is sent to the demo's 3.0
 *   dataset; on its visit each mask is toggled on, timed in the page from the click (its event timeStamp) to the
 *   second animation frame after its layer is shown (the frame that paints it). Target ≤ 50 ms median.
 * - Triplet send → "Results ready": the same three photos sent through the v3 flow (3.0 dataset) and through
 *   the v1 upload (Main clinic, Face Skin Metrics 2.0 with the acne triplet run), one after the other, timed like
 *   send-to-results.bench.ts; medians and v3/v1.
 */
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { startBrowserBench } from './browserBench'
import { RESULTS_READY, timeClickUntil } from './pageTiming'
import { median, report } from './stats'
import { startCapture } from '../e2e/pages/startCapture'
import { CaptureScreen } from '../e2e/pages/captureScreen'
import { DatasetsScreen, SubjectsScreen } from '../e2e/pages/datasetsScreen'
import { AppShell } from '../e2e/pages/appShell'
import { frontPortrait, turnedPortrait } from '../support/photos'

export const title = 'Show where on a 12 MP photo; triplet send → results, v3 against v1'

const SEND_RUNS = 4
const TOGGLE_ROUNDS = 8

type Photos = { front: Buffer; right: Buffer; left: Buffer }

/** The subject's screen, from the datasets (through the breadcrumb where there is one). */
async function openSubject(page: Page, dataset: string, subject: string) {
  const shell = new AppShell(page)
  if (await shell.toDatasets.isVisible()) await shell.toDatasets.click()
  await new DatasetsScreen(page).open(dataset)
  await new SubjectsScreen(page).openSubject(subject)
  await page.waitForSelector('[data-testid=subject-title]')
}

/** From the subject's screen: the triplet sent, timed from the click on Send to "Results ready". */
async function sendTriplet(page: Page, photos: Photos): Promise<number> {
  await startCapture(page)
  const capture = new CaptureScreen(page)
  await capture.dropTriplet(photos)
  await capture.sendButton.and(page.locator(':not([disabled])')).waitFor()
  const ms = await timeClickUntil(page, RESULTS_READY, () => capture.sendButton.click())
  await page.click('[data-testid=sent-open-subject]')
  await page.waitForSelector('[data-testid=subject-title]')
  return ms
}

/** On the visit: click the mask's toggle, and time it to the second frame after its layer shows. */
async function toggleOn(page: Page, parameter: string): Promise<number> {
  const timed = page.evaluate(
    (p) =>
      new Promise<number>((resolve) => {
        let start = 0
        document.addEventListener('click', (event) => (start = event.timeStamp), {
          capture: true,
          once: true,
        })
        const shown = () => {
          const layer = document.querySelector(`[data-testid=mask-layer-${p}]`)
          return layer !== null && !(layer as HTMLElement).hidden
        }
        const observer = new MutationObserver(() => {
          if (!start || !shown()) return
          observer.disconnect()
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)))
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true })
      }),
    parameter,
  )
  await page.click(`[data-testid=mask-toggle-${parameter}]`)
  const ms = await timed
  await page.click(`[data-testid=mask-toggle-${parameter}]`)
  await page.waitForSelector(`[data-testid=mask-layer-${parameter}]`, { state: 'hidden' })
  return ms
}

export async function run(): Promise<void> {
  const bench = await startBrowserBench({
    service: { dialect: 'documented', processingDelayMs: 0, acneEnabledByDefault: true },
  })
  const { page } = bench
  try {
    const [front, right, left] = await Promise.all([frontPortrait(), turnedPortrait(), turnedPortrait(true)])
    const big = await sharp(front).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer()
    const photos: Photos = { front: big, right, left }

    const v3: number[] = []
    const v1: number[] = []
    for (let i = 0; i < SEND_RUNS; i++) {
      await openSubject(page, 'Face Skin Analysis 3.0', 'Noor Haddad')
      v3.push(await sendTriplet(page, photos))
      await openSubject(page, 'Main clinic', 'Amelia Hartley')
      v1.push(await sendTriplet(page, photos))
    }
    report('triplet send → "Results ready", v3 flow (3.0 dataset)', v3)
    report('triplet send → "Results ready", v1 upload (2.0 dataset, acne triplet run)', v1)
    console.log(`v3/v1 (medians): ${(median(v3) / median(v1)).toFixed(2)}`)

    await openSubject(page, 'Face Skin Analysis 3.0', 'Noor Haddad')
    await page.locator('[data-testid=visit-link]').first().click()
    await page.waitForSelector('[data-testid=mask-controls]')
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=results-photo]')
      return img !== null && img.complete && img.naturalWidth === 4000
    })
    const byMask = new Map<string, number[]>()
    for (let round = 0; round < TOGGLE_ROUNDS; round++)
      for (const parameter of ['redness', 'pigmentation', 'pores', 'pimples']) {
        const times = byMask.get(parameter) ?? []
        times.push(await toggleOn(page, parameter))
        byMask.set(parameter, times)
      }
    for (const [parameter, times] of byMask) report(`show where: toggle ${parameter} on, 12 MP photo`, times)
    report('show where: any mask on, 12 MP photo', [...byMask.values()].flat())
  } finally {
    await bench.close()
  }
}
