/**
 * Cold start to an interactive connect screen, in the browser host: main starting on a fresh data folder (the
 * host listening), then the page loading until the connect form takes typing. Chromium is started once before
 * (it stands in for Electron's window). Printed, no target.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchBrowserApp } from '../../src-main/browser-host/launch'
import { launchChromium } from '../support/chromium'
import { memorySecrets } from '../support/memorySecrets'
import { ensureBuiltRenderer } from './builtRenderer'
import { report } from './stats'

export const title = 'Cold start: main, then the page, to an interactive connect screen'

const RUNS = 7

export async function run(): Promise<void> {
  ensureBuiltRenderer()
  const browser = await launchChromium([], 'desktop')
  const mainMs: number[] = []
  const pageMs: number[] = []
  const totalMs: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'skin-bench-start-'))
      const start = performance.now()
      // Bench only: an in-memory secret store (the bench runner has no Secret Service on a D-Bus session).
      const app = await launchBrowserApp({ dataDir, secrets: memorySecrets() })
      const mainReady = performance.now()
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 } })
      try {
        await page.goto(app.host.url)
        await page.waitForSelector('#baseUrl:not([disabled])')
        await page.waitForSelector('[data-testid=connect-submit]:not([disabled])')
        const end = performance.now()
        mainMs.push(mainReady - start)
        pageMs.push(end - mainReady)
        totalMs.push(end - start)
      } finally {
        await page.close()
        await app.close()
        await rm(dataDir, { recursive: true, force: true })
      }
    }
  } finally {
    await browser.close()
  }
  report('main started, host listening', mainMs)
  report('page loaded to an interactive connect form', pageMs)
  report('cold start to an interactive connect screen', totalMs)
}
