/**
 * Face guidance in headless Chromium (software only, --disable-gpu) on this machine: frames analysed per second
 * by the renderer's guidance worker (face-api tiny detector + tiny landmarks on TensorFlow.js WASM), with
 * Chromium's fake camera playing a 1440×1080 .y4m of a real face. The head is turned, so guidance never
 * completes and the camera keeps running for the whole window (a front shot would be taken after a second).
 * Frames are counted by the page itself: `window.__guidanceStats`, present only when the page URL has `?bench`.
 * The subject has an earlier front photo (sent first, from a file), so each frame is also matched against it
 * (issue 28: the ghost and its `match` check); `--compare` with a ref from before that measures the same frames
 * without it. Target: median ≥ 10 frames per second. Uses the built renderer (out/renderer; `npx electron-vite
 * build`).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CaptureScreen, jpegFile } from '../e2e/pages/captureScreen'
import { queueRows } from '../e2e/pages/queueScreen'
import { startBrowserBench } from './browserBench'
import { median, report } from './stats'
import { startCapture } from '../e2e/pages/startCapture'
import { faceVideo, frontPortrait, turnedPortrait } from '../support/photos'

export const title = 'Face guidance: analysed frames per second in headless Chromium (fake camera, no GPU)'

const WINDOW_SECONDS = 10

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function run(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'skin-bench-guidance-'))
  const video = await faceVideo(await turnedPortrait(), dir, 'turned')
  const bench = await startBrowserBench({
    chromiumArgs: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
    urlQuery: '?bench',
  })
  const { page } = bench
  try {
    await page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).click()
    await page.locator('[data-testid=subject-row]').first().click()
    // An earlier photo of the front, analysed: the capture below is matched against it.
    await startCapture(page)
    const capture = new CaptureScreen(page)
    await capture.chooseMode('front')
    await capture.dropPhotos([jpegFile('earlier.jpg', await frontPortrait())])
    await capture.send()
    await queueRows(capture.sentPanel, 'done').first().waitFor({ timeout: 120_000 })
    await startCapture(page)
    await capture.chooseMode('front')
    await page.waitForSelector('[data-testid=guidance-checks]', { timeout: 60_000 })
    await sleep(1000)

    const frames = async () => Number(await page.evaluate('window.__guidanceStats?.frames ?? 0'))
    const perSecond: number[] = []
    let last = await frames()
    let lastAt = performance.now()
    for (let i = 0; i < WINDOW_SECONDS; i++) {
      await sleep(1000)
      const now = await frames()
      const at = performance.now()
      perSecond.push(((now - last) * 1000) / (at - lastAt))
      last = now
      lastAt = at
    }
    const hint = await page.textContent('[data-testid=guidance-hint]')
    const ghost = await page.getAttribute('[data-testid=ghost-state]', 'data-state').catch(() => null)
    console.log(`guidance hint during the run: “${hint ?? ''}”; last time's photo: ${ghost ?? 'none'}`)
    report('guidance: analysed frames per second', perSecond, 'fps')
    console.log(
      `analysed frames per second: median ${median(perSecond).toFixed(1)} ` +
        `(n=${perSecond.length} one-second windows, min ${Math.min(...perSecond).toFixed(1)}, ` +
        `max ${Math.max(...perSecond).toFixed(1)}; target ≥ 10)`,
    )
  } finally {
    await bench.close()
    await rm(dir, { recursive: true, force: true })
  }
}
