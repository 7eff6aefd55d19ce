/**
 * Aligned compare (issue 28) in headless Chromium (no GPU): two 4000 × 3000 px (12 MP) front photos of a subject,
 * the second turned 8°, sent through the capture screen and analysed by the local service; then the compare
 * screen opened again and again. Timed in the page (`window.__photoMeasures`, only with `?bench`): each photo is
 * measured once the slider has drawn it (decoded straight at the guidance's size, run through the face model in
 * the worker), which is all the alignment costs: the move itself is a CSS transform. The figures: from the first
 * photo drawn, and from the later one drawn, to both measured. Target ≤ 300 ms median.
 */
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { startBrowserBench } from './browserBench'
import { report } from './stats'
import { startCapture } from '../e2e/pages/startCapture'
import { CaptureScreen, jpegFile } from '../e2e/pages/captureScreen'
import { DatasetsScreen, SubjectsScreen } from '../e2e/pages/datasetsScreen'
import { AppShell } from '../e2e/pages/appShell'
import { QueueScreen } from '../e2e/pages/queueScreen'
import { uiText } from '../e2e/pages/uiText'
import { waitUntil } from '../e2e/pages/waitForCount'
import { frontPortrait } from '../support/photos'

export const title = 'Aligned compare: two 12 MP photos measured and lined up, in headless Chromium'

const ROUNDS = 9

/** As src-renderer/parts/faces/analysis/benchStats.ts records each photo measured (page clock, ms). */
type PhotoMeasure = { start: number; decoded: number; end: number; width: number; height: number }

async function sendFront(page: Page, photo: Buffer, name: string): Promise<void> {
  await startCapture(page)
  const capture = new CaptureScreen(page)
  await capture.chooseMode('front')
  await capture.dropPhotos([jpegFile(name, photo)])
  const accept = page.getByTestId('accept-front')
  if (await accept.isVisible()) await accept.click()
  await capture.send()
  await page.click('[data-testid=sent-open-subject]')
  await subjectShown(page)
}

/** (Not SubjectScreen: its module brings the vitest world with it.) */
const subjectShown = (page: Page) => page.waitForSelector('[data-testid=subject-title]')

export async function run(): Promise<void> {
  const bench = await startBrowserBench({ service: { processingDelayMs: 0 }, urlQuery: '?bench' })
  const { page } = bench
  try {
    const portrait = await frontPortrait()
    const first = await sharp(portrait).resize(4000, 3000).jpeg({ quality: 90 }).toBuffer()
    const second = await sharp(portrait)
      .rotate(8, { background: '#777' })
      .resize(4000, 3000, { fit: 'cover' })
      .jpeg({ quality: 90 })
      .toBuffer()
    await new DatasetsScreen(page).rows('Main clinic').click()
    await new SubjectsScreen(page).rows().first().click()
    await subjectShown(page)
    await sendFront(page, first, 'first.jpg')
    await sendFront(page, second, 'second.jpg')
    await new AppShell(page).openQueue()
    const queue = new QueueScreen(page)
    await waitUntil(async () => (await queue.rows('done').count()) >= 2, 'both analysed', 120_000)
    await queue.openSubjectButton().first().click()
    await subjectShown(page)

    const pairs: number[] = []
    const afterShown: number[] = []
    const decodes: number[] = []
    const models: number[] = []
    for (let round = 0; round <= ROUNDS; round++) {
      await page.evaluate('window.__photoMeasures = []')
      await page.getByRole('button', { name: uiText('compare.open') }).click()
      await waitUntil(
        async () =>
          (await page
            .getByTestId('compare-aligned')
            .getAttribute('data-state')
            .catch(() => null)) === 'done',
        'aligned',
        60_000,
      )
      const spans = (await page.evaluate('window.__photoMeasures ?? []')) as PhotoMeasure[]
      if (spans.length !== 2 || spans.some((s) => s.width * s.height < 11_000_000))
        throw new Error(`expected two 12 MP measures, got ${JSON.stringify(spans)}`)
      if (process.env.BENCH_SPANS) console.log(JSON.stringify(spans))
      // The first round also loads the face model and .wasm: kept out of the figure.
      if (round > 0) {
        const lastEnd = Math.max(...spans.map((s) => s.end))
        pairs.push(lastEnd - Math.min(...spans.map((s) => s.start)))
        afterShown.push(lastEnd - Math.max(...spans.map((s) => s.start)))
        for (const s of spans) {
          decodes.push(s.decoded - s.start)
          models.push(s.end - s.decoded)
        }
      }
      await page.getByTestId('breadcrumb-subject').click()
      await subjectShown(page)
    }
    report('alignment of two 12 MP photos, from the first one drawn to both measured', pairs)
    report('alignment of two 12 MP photos, from the later one drawn to both measured', afterShown)
    report('  each photo: JPEG decoded at the analysis size', decodes)
    report('  each photo: face model in the worker', models)
  } finally {
    await bench.close()
  }
}
